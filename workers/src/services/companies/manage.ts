import type { Company, CompanyList, CreateCompany } from "@chauffeur/contract";
import { companies, companyBookers, type Db } from "@chauffeur/db";
import { asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Ctx } from "../core/context";
import { NotFoundError } from "../core/errors";

type CompanyInput = z.output<typeof CreateCompany>;
type CompanyRow = typeof companies.$inferSelect;

function toCompany(row: CompanyRow, bookers: string[]): Company {
  return {
    id: row.id,
    name: row.name,
    billingEmail: row.billingEmail,
    termsDays: row.termsDays,
    requireCostCentre: row.requireCostCentre,
    requirePo: row.requirePo,
    bookers: [...bookers].sort(),
    bookerDomain: row.bookerDomain,
    createdAt: row.createdAt,
  };
}

async function bookersOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const rows =
    ids.length === 0
      ? []
      : await db.select().from(companyBookers).where(inArray(companyBookers.companyId, ids));
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.companyId, [...(map.get(r.companyId) ?? []), r.email]);
  return map;
}

/** The statements that give a company exactly these bookers (in one batch with its row). */
function bookerStatements(db: Db, companyId: string, bookers: string[]) {
  const unique = [...new Set(bookers)];
  return [
    db.delete(companyBookers).where(eq(companyBookers.companyId, companyId)),
    ...unique.map((email) => db.insert(companyBookers).values({ companyId, email })),
  ];
}

/** POST /api/admin/companies: a company that books on account, with its terms and its bookers. */
export async function createCompany({ ctx, input }: { ctx: Ctx; input: CompanyInput }): Promise<Company> {
  const { db, now } = ctx;
  const at = now.toISOString();
  const row: CompanyRow = {
    id: crypto.randomUUID(),
    name: input.name,
    billingEmail: input.billingEmail,
    termsDays: input.termsDays,
    requireCostCentre: input.requireCostCentre,
    requirePo: input.requirePo,
    bookerDomain: input.bookerDomain,
    createdAt: at,
    updatedAt: at,
  };
  await db.batch([db.insert(companies).values(row), ...bookerStatements(db, row.id, input.bookers)]);
  return toCompany(row, [...new Set(input.bookers)]);
}

/** PUT /api/admin/companies/{id}: new terms or bookers apply to bookings and invoices from now on. */
export async function updateCompany({
  ctx,
  input: { id, ...input },
}: {
  ctx: Ctx;
  input: CompanyInput & { id: string };
}): Promise<Company> {
  const { db, now } = ctx;
  const before = await db.select().from(companies).where(eq(companies.id, id)).get();
  if (!before) throw new NotFoundError("Company not found");
  const { bookers, ...fields } = input;
  const row = { ...before, ...fields, updatedAt: now.toISOString() };
  await db.batch([
    db
      .update(companies)
      .set({ ...fields, updatedAt: row.updatedAt })
      .where(eq(companies.id, id)),
    ...bookerStatements(db, id, bookers),
  ]);
  return toCompany(row, [...new Set(bookers)]);
}

/** GET /api/admin/companies: every company by name, with its bookers. */
export async function listCompanies({ ctx: { db } }: { ctx: Ctx }): Promise<CompanyList> {
  const rows = await db.select().from(companies).orderBy(asc(companies.name), asc(companies.id));
  const bookers = await bookersOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toCompany(r, bookers.get(r.id) ?? [])) };
}

export async function getCompany({ ctx: { db }, input: { id } }: { ctx: Ctx; input: { id: string } }) {
  const row = await db.select().from(companies).where(eq(companies.id, id)).get();
  if (!row) throw new NotFoundError("Company not found");
  return toCompany(row, (await bookersOf(db, [id])).get(id) ?? []);
}
