import { Company, CompanyList, CreateCompany } from "@chauffeur/contract";
import { actorOf } from "../http/actor";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { getCompany, listCompanies } from "../services/companies/manage";
import { createCompanyAsStaff, updateCompanyAsStaff } from "../services/use-cases/billing/staff-billing";
import { IdParam } from "./params";

const tags = ["admin"];

const create = apiRoute({
  operationId: "createCompany",
  method: "post",
  path: "/companies",
  tags,
  auth: { staff: "companies" },
  summary: "Adds a company that books on account: billing contact, terms, required fields, approved bookers",
  request: { body: jsonBody(CreateCompany) },
  responses: { 201: json(Company, "The company") },
});

const list = apiRoute({
  operationId: "listCompanies",
  method: "get",
  path: "/companies",
  tags,
  auth: { staff: "companies" },
  summary: "Every company on account, by name, with its bookers",
  responses: { 200: json(CompanyList, "The companies") },
});

const one = apiRoute({
  operationId: "getCompany",
  method: "get",
  path: "/companies/{id}",
  tags,
  auth: { staff: "companies" },
  summary: "One company with its terms and bookers",
  request: { params: IdParam },
  responses: { 200: json(Company, "The company") },
  errors: [404],
});

const update = apiRoute({
  operationId: "updateCompany",
  method: "put",
  path: "/companies/{id}",
  tags,
  auth: { staff: "companies" },
  summary: "Changes a company's details, terms or bookers; invoices already issued keep theirs",
  request: { params: IdParam, body: jsonBody(CreateCompany) },
  responses: { 200: json(Company, "The company as it is now") },
  errors: [404],
});

/** /api/admin/companies: companies that book on account (docs/decisions/026). */
export const adminCompaniesRoutes = createRouter()
  .openapi(create, async (c) => {
    const input = { actor: actorOf(c), company: c.req.valid("json") };
    return c.json(await createCompanyAsStaff({ ctx: c.var.services, input }), 201);
  })
  .openapi(list, async (c) => c.json(await listCompanies({ ctx: c.var.services }), 200))
  .openapi(one, async (c) =>
    c.json(await getCompany({ ctx: c.var.services, input: c.req.valid("param") }), 200),
  )
  .openapi(update, async (c) => {
    const input = { actor: actorOf(c), id: c.req.valid("param").id, company: c.req.valid("json") };
    return c.json(await updateCompanyAsStaff({ ctx: c.var.services, input }), 200);
  });
