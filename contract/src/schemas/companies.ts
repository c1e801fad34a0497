import { z } from "zod";
import { PageQuery, pageOf } from "./admin";
import { EmailAddress, multiLine, singleLine } from "./text";

/** Companies that book on account and pay a monthly invoice (issue 40, docs/decisions/026). */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DOMAIN =
  /^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** POST /api/admin/companies and PUT /api/admin/companies/{id}. */
export const CreateCompany = z.object({
  name: singleLine(120).pipe(z.string().min(1, "A name is required")),
  billingEmail: EmailAddress,
  /** Net days: each invoice is due this many days after it is issued. */
  termsDays: z
    .number()
    .int()
    .min(0, "Terms are 0 to 120 days")
    .max(120, "Terms are 0 to 120 days")
    .default(30),
  requireCostCentre: z.boolean().default(false),
  requirePo: z.boolean().default(false),
  /** The e-mails approved to book on the account. */
  bookers: z.array(EmailAddress).max(500).default([]),
  /** Or everyone at a domain ("acme.com"); null for only the listed bookers. */
  bookerDomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(DOMAIN, "A domain such as acme.com")
    .nullish()
    .transform((v) => v || null),
});
export type CreateCompany = z.input<typeof CreateCompany>;

export const Company = z.object({
  id: z.string(),
  name: z.string(),
  billingEmail: z.string(),
  termsDays: z.number(),
  requireCostCentre: z.boolean(),
  requirePo: z.boolean(),
  bookers: z.array(z.string()),
  bookerDomain: z.string().nullable(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof Company>;
export const CompanyList = z.object({ items: z.array(Company) });
export type CompanyList = z.infer<typeof CompanyList>;

/** `billing` on POST /api/bookings: bill the ride to a company the signed-in booker may bill, not a card. */
export const CompanyBilling = z.object({
  companyId: singleLine(60).pipe(z.string().min(1, "is required")),
  costCentre: singleLine(60)
    .nullish()
    .transform((v) => v || null),
  po: singleLine(60)
    .nullish()
    .transform((v) => v || null),
});
export type CompanyBilling = z.input<typeof CompanyBilling>;

/** issued → paid | overdue → paid; void (with a credit note) from issued or overdue. */
export const INVOICE_STATUSES = ["issued", "paid", "overdue", "void"] as const;
export const InvoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** POST /api/admin/invoices/run: one month's invoices, for one company or all. */
export const RunInvoices = z.object({
  companyId: singleLine(60).optional(),
  month: z.string().regex(MONTH, "A month as YYYY-MM"),
});
export type RunInvoices = z.input<typeof RunInvoices>;

export const InvoiceSummary = z.object({
  id: z.string(),
  /** INV-2026-0001 */
  number: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  /** The month billed, YYYY-MM. */
  period: z.string(),
  totalCents: z.number().int(),
  issuedOn: z.string(),
  dueDate: z.string(),
  status: InvoiceStatus,
  paidAt: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/** The invoices a run issued (none when the month was already invoiced). */
export const RunInvoicesResult = z.object({ invoices: z.array(InvoiceSummary) });
export type RunInvoicesResult = z.infer<typeof RunInvoicesResult>;

/** One ride on an invoice, as billed. */
export const InvoiceLine = z.object({
  rideDate: z.string(),
  reference: z.string(),
  passenger: z.string(),
  route: z.string(),
  costCentre: z.string().nullable(),
  po: z.string().nullable(),
  /** The ride, a cancellation fee, a no-show. */
  description: z.string(),
  fareCents: z.number().int(),
  extrasCents: z.number().int(),
  waitingCents: z.number().int(),
  /** All of it the chauffeur's. */
  gratuityCents: z.number().int(),
  totalCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** GET /api/admin/invoices/{id}. */
export const InvoiceDetails = InvoiceSummary.extend({
  billingEmail: z.string(),
  termsDays: z.number(),
  paidVia: z.string().nullable(),
  paidReference: z.string().nullable(),
  voidReason: z.string().nullable(),
  creditNote: z
    .object({ number: z.string(), issuedOn: z.string(), amountCents: z.number().int(), reason: z.string() })
    .nullable(),
  lines: z.array(InvoiceLine),
});
export type InvoiceDetails = z.infer<typeof InvoiceDetails>;

/** GET /api/admin/invoices: newest first, by state or company. */
export const InvoiceListQuery = PageQuery.extend({
  status: InvoiceStatus.optional(),
  companyId: singleLine(60).optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;
export const InvoicePage = pageOf(InvoiceSummary);
export type InvoicePage = z.infer<typeof InvoicePage>;

/** POST /api/admin/invoices/{id}/mark-paid: paid by transfer, with the bank's reference. */
export const MarkInvoicePaid = z.object({
  reference: singleLine(120).pipe(z.string().min(1, "The payment's reference is required")),
});
export type MarkInvoicePaid = z.input<typeof MarkInvoicePaid>;

/** POST /api/admin/invoices/{id}/void: cancelled in whole by a credit note. */
export const VoidInvoice = z.object({
  reason: multiLine(500).pipe(z.string().min(1, "A reason is required")),
});
export type VoidInvoice = z.input<typeof VoidInvoice>;

export const InvoiceActionResult = z.object({ message: z.string(), invoice: InvoiceDetails });
export type InvoiceActionResult = z.infer<typeof InvoiceActionResult>;
