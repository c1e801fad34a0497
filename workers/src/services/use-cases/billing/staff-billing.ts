import type { Company, CreateCompany, InvoiceActionResult, RunInvoices } from "@chauffeur/contract";
import { invoices } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../audit/entry";
import { audited, recordAudit } from "../../audit/record";
import { createCompany, getCompany, updateCompany } from "../../companies/manage";
import type { Ctx } from "../../core/context";
import { NotFoundError } from "../../core/errors";
import { runInvoices } from "../../invoices/issue";
import { markInvoicePaid, voidInvoice } from "../../invoices/settle";

/**
 * Staff actions on companies and invoices (issue 40), each recorded in the audit log with who did it
 * (services/audit; docs/decisions/021 and 026). The domains do the work; this only records it.
 */
type CompanyInput = z.output<typeof CreateCompany>;

const companyFields = (c: Company) => ({
  name: c.name,
  billingEmail: c.billingEmail,
  termsDays: c.termsDays,
  requireCostCentre: c.requireCostCentre,
  requirePo: c.requirePo,
  bookers: c.bookers,
  bookerDomain: c.bookerDomain,
});

export async function createCompanyAsStaff({
  ctx,
  input: { actor, company },
}: {
  ctx: Ctx;
  input: { actor: Actor; company: CompanyInput };
}): Promise<Company> {
  const created = await createCompany({ ctx, input: company });
  await recordAudit({
    ctx,
    input: {
      actor,
      action: "company.created",
      target: { type: "company", id: created.id, label: created.name },
      after: companyFields(created),
    },
  });
  return created;
}

export const updateCompanyAsStaff = ({
  ctx,
  input: { actor, id, company },
}: {
  ctx: Ctx;
  input: { actor: Actor; id: string; company: CompanyInput };
}): Promise<Company> =>
  audited(
    {
      ctx,
      input: {
        actor,
        action: "company.changed",
        target: { type: "company", id },
        label: (fields) => (typeof fields?.name === "string" ? fields.name : null),
        snapshot: () =>
          getCompany({ ctx, input: { id } }).then(companyFields, (e: unknown) => {
            if (e instanceof NotFoundError) return null;
            throw e;
          }),
      },
    },
    () => updateCompany({ ctx, input: { ...company, id } }),
  );

export async function runInvoicesAsStaff({
  ctx,
  input: { actor, run },
}: {
  ctx: Ctx;
  input: { actor: Actor; run: z.output<typeof RunInvoices> };
}) {
  const result = await runInvoices({ ctx, input: run });
  for (const inv of result.invoices) {
    await recordAudit({
      ctx,
      input: {
        actor,
        action: "invoice.run",
        target: { type: "invoice", id: inv.id, label: inv.number },
        after: {
          companyId: inv.companyId,
          period: inv.period,
          totalCents: inv.totalCents,
          status: inv.status,
        },
      },
    });
  }
  return result;
}

const invoiceFields = (ctx: Ctx, id: string) => async () => {
  const row = await ctx.db.select().from(invoices).where(eq(invoices.id, id)).get();
  return row
    ? {
        number: row.number,
        status: row.status,
        paidVia: row.paidVia,
        paidReference: row.paidReference,
        voidReason: row.voidReason,
      }
    : null;
};

const invoiceLabel = (fields: Record<string, unknown> | null) =>
  typeof fields?.number === "string" ? fields.number : null;

export const markInvoicePaidAsStaff = ({
  ctx,
  input: { actor, id, reference },
}: {
  ctx: Ctx;
  input: { actor: Actor; id: string; reference: string };
}): Promise<InvoiceActionResult> =>
  audited(
    {
      ctx,
      input: {
        actor,
        action: "invoice.marked-paid",
        target: { type: "invoice", id },
        label: invoiceLabel,
        snapshot: invoiceFields(ctx, id),
      },
    },
    () => markInvoicePaid({ ctx, input: { id, reference } }),
  );

export const voidInvoiceAsStaff = ({
  ctx,
  input: { actor, id, reason },
}: {
  ctx: Ctx;
  input: { actor: Actor; id: string; reason: string };
}): Promise<InvoiceActionResult> =>
  audited(
    {
      ctx,
      input: {
        actor,
        action: "invoice.voided",
        target: { type: "invoice", id },
        reason,
        label: invoiceLabel,
        snapshot: invoiceFields(ctx, id),
      },
    },
    () => voidInvoice({ ctx, input: { id, reason } }),
  );
