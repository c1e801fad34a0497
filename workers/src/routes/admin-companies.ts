import { Company, CompanyList, CreateCompany } from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { createCompany, getCompany, listCompanies, updateCompany } from "../services/companies/manage";
import { IdParam } from "./params";

const tags = ["admin"];

// TODO(staff roles, issue 39): companies are the dispatcher's and the accountant's once roles land.
const create = apiRoute({
  operationId: "createCompany",
  method: "post",
  path: "/companies",
  tags,
  auth: "admin",
  summary: "Adds a company that books on account: billing contact, terms, required fields, approved bookers",
  request: { body: jsonBody(CreateCompany) },
  responses: { 201: json(Company, "The company") },
});

// TODO(staff roles, issue 39): dispatcher or accountant.
const list = apiRoute({
  operationId: "listCompanies",
  method: "get",
  path: "/companies",
  tags,
  auth: "admin",
  summary: "Every company on account, by name, with its bookers",
  responses: { 200: json(CompanyList, "The companies") },
});

// TODO(staff roles, issue 39): dispatcher or accountant.
const one = apiRoute({
  operationId: "getCompany",
  method: "get",
  path: "/companies/{id}",
  tags,
  auth: "admin",
  summary: "One company with its terms and bookers",
  request: { params: IdParam },
  responses: { 200: json(Company, "The company") },
  errors: [404],
});

// TODO(staff roles, issue 39): dispatcher or accountant.
const update = apiRoute({
  operationId: "updateCompany",
  method: "put",
  path: "/companies/{id}",
  tags,
  auth: "admin",
  summary: "Changes a company's details, terms or bookers; invoices already issued keep theirs",
  request: { params: IdParam, body: jsonBody(CreateCompany) },
  responses: { 200: json(Company, "The company as it is now") },
  errors: [404],
});

/** /api/admin/companies: companies that book on account (docs/decisions/026). */
export const adminCompaniesRoutes = createRouter()
  .openapi(create, async (c) =>
    c.json(await createCompany({ ctx: c.var.services, input: c.req.valid("json") }), 201),
  )
  .openapi(list, async (c) => c.json(await listCompanies({ ctx: c.var.services }), 200))
  .openapi(one, async (c) =>
    c.json(await getCompany({ ctx: c.var.services, input: c.req.valid("param") }), 200),
  )
  .openapi(update, async (c) => {
    const input = { ...c.req.valid("json"), id: c.req.valid("param").id };
    return c.json(await updateCompany({ ctx: c.var.services, input }), 200);
  });
