import type { AccountCompany } from "@chauffeur/contract";
import { companies, companyBookers, type Db } from "@chauffeur/db";
import { and, asc, eq, or, sql } from "drizzle-orm";
import { BadRequestError, ForbiddenError } from "../core/errors";

export const NOT_A_BOOKER =
  "You are not an approved booker of this company; ask its travel manager to add you.";

const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1);

/** Whether an e-mail may book on a company's account: listed by name, or at the company's domain. */
const mayBook = (email: string) =>
  or(
    sql`exists (select 1 from ${companyBookers} where ${companyBookers.companyId} = ${companies.id} and ${companyBookers.email} = ${email})`,
    eq(companies.bookerDomain, domainOf(email)),
  );

/** The companies a signed-in customer may bill, by name. */
export async function companiesForBooker(db: Db, email: string): Promise<AccountCompany[]> {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      requireCostCentre: companies.requireCostCentre,
      requirePo: companies.requirePo,
    })
    .from(companies)
    .where(mayBook(email))
    .orderBy(asc(companies.name));
}

/** The company ids whose rides a booker sees in their account. */
export async function bookerCompanyIds(db: Db, email: string): Promise<string[]> {
  return (await companiesForBooker(db, email)).map((c) => c.id);
}

/**
 * A ride billed to a company: the booker must be approved (403), and a cost centre or PO number the
 * company requires must be given (400 naming the field). Answers the company as billed.
 */
export async function companyBillingFor(
  db: Db,
  email: string,
  billing: { companyId: string; costCentre: string | null; po: string | null },
) {
  // An unknown company and another company's are the same answer: neither can be billed by this booker.
  const company = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, billing.companyId), mayBook(email)))
    .get();
  if (!company) throw new ForbiddenError(NOT_A_BOOKER);
  if (company.requireCostCentre && !billing.costCentre) {
    throw new BadRequestError(`billing.costCentre: ${company.name} asks for a cost centre on every ride`);
  }
  if (company.requirePo && !billing.po) {
    throw new BadRequestError(`billing.po: ${company.name} asks for a PO number on every ride`);
  }
  return { company, costCentre: billing.costCentre, po: billing.po };
}
