import { AdminLogin, AdminSession, DevSignIn } from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { clientAddress } from "../services/auth/rate-limit";
import { developmentSignIn } from "../services/staff/dev-sign-in";
import { loginAdmin } from "../services/staff/sign-in";

const tags = ["admin"];

const login = apiRoute({
  operationId: "signInStaff",
  method: "post",
  path: "/login",
  tags,
  summary: "Signs the dispatcher in: an admin token for 1 hour",
  request: { body: jsonBody(AdminLogin) },
  responses: { 200: json(AdminSession, "The admin token and when it expires") },
  errors: [401, 429],
});

const devSignIn = apiRoute({
  operationId: "getDevelopmentSignIn",
  method: "get",
  path: "/dev-sign-in",
  tags,
  summary: "The development sign-in, when this is a development server where it works (else null)",
  responses: { 200: json(DevSignIn, "The pair the sign-in screen may show, or null") },
});

/** /api/admin: the dispatcher signs in (open routes: the sign-in and the development hint). */
export const adminSessionRoutes = createRouter()
  .openapi(login, async (c) => {
    const session = await loginAdmin({
      ctx: c.var.services,
      input: { ...c.req.valid("json"), address: clientAddress((name) => c.req.header(name)) },
    });
    c.header("Cache-Control", "no-store");
    return c.json(session, 200);
  })
  .openapi(devSignIn, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await developmentSignIn({ ctx: c.var.services }), 200);
  });
