import { ErrorBody, STAFF_ACCESS, type StaffArea } from "@chauffeur/contract";
import { createRoute, OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { type ZodType, z } from "zod";
import { BadRequestError, UnsupportedMediaTypeError } from "../services/core/errors";
import {
  requireAccount,
  requireCustomer,
  requireDriver,
  requireDriverOrStaff,
  requirePayLinkToken,
  requireStaff,
} from "./guards";
import "./openapi-components";
import type { AppEnv } from "./types";
import { validationHook } from "./validate";

/** One resource's router: routes declared with `createRoute`, validated by the contract's schemas. */
export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

/**
 * Who may call a route: a signed-in staff member whose role the area includes (`{ staff: "dispatch" }`,
 * contract/src/rules/staff-access.ts), a signed-in driver, a booking look-up's token, a payment link's,
 * or a signed-in customer's account (docs/decisions/026).
 */
export type Auth =
  | { staff: StaffArea }
  /** A chauffeur's own data, which staff of the area may read too (their earnings). */
  | { driverOrStaff: StaffArea }
  | "driver"
  | "customer"
  | "payLink"
  | "account";
type Scheme = "admin" | "driver" | "customer" | "payLink" | "account";

/** The OpenAPI security schemes, by the caller they stand for. */
export const SECURITY_SCHEMES = {
  admin: {
    name: "adminToken",
    description:
      "The token of a staff sign-in (`POST /api/admin/login`, then `/login/mfa`): 15 minutes, renewed by " +
      "`POST /api/auth/session/renew` within a 12-hour session, as `Authorization: Bearer <token>`. Each " +
      "route's requirement lists the roles (owner, dispatcher, accountant) that may call it; another role gets 403.",
  },
  driver: {
    name: "driverToken",
    description:
      "The token of `POST /api/drivers/login`: 15 minutes, renewed by `POST /api/auth/session/renew` within " +
      "a 14-hour session, as `Authorization: Bearer <token>`.",
  },
  customer: {
    name: "customerToken",
    description:
      "The token of `POST /api/bookings/lookup` (30 minutes), good for that one booking, as `Authorization: Bearer <token>`.",
  },
  payLink: {
    name: "payLinkToken",
    description:
      "The token of a payment link the customer was e-mailed (`/pay?token=...`), good for that one booking until it is used or replaced, as `Authorization: Bearer <token>`.",
  },
  account: {
    name: "accountToken",
    description:
      "The token of `POST /api/account/session` (30 days, ended by signing out), the signed-in customer's, as `Authorization: Bearer <token>`.",
  },
} as const satisfies Record<Scheme, { name: string; description: string }>;

const guardOf = (auth: Auth): MiddlewareHandler<AppEnv> =>
  typeof auth === "string"
    ? {
        driver: requireDriver,
        customer: requireCustomer,
        payLink: requirePayLinkToken,
        account: requireAccount,
      }[auth]
    : "staff" in auth
      ? requireStaff(auth.staff)
      : requireDriverOrStaff(auth.driverOrStaff);

/**
 * The route's security requirement: its scheme, and for staff the roles that may call it (OpenAPI 3.1
 * scopes); a chauffeur's data that staff may read has two alternatives, the driver's token or staff's.
 */
const securityOf = (auth: Auth) =>
  typeof auth === "string"
    ? [{ [SECURITY_SCHEMES[auth].name]: [] }]
    : "staff" in auth
      ? [{ [SECURITY_SCHEMES.admin.name]: [...STAFF_ACCESS[auth.staff]] }]
      : [
          { [SECURITY_SCHEMES.driver.name]: [] },
          { [SECURITY_SCHEMES.admin.name]: [...STAFF_ACCESS[auth.driverOrStaff]] },
        ];

const ERROR_MEANINGS = {
  400: "Invalid input: `detail` names the field and what is wrong",
  401: "No token, or a token that is altered or expired, or whose session has ended",
  402: "The card was declined or lacks funds",
  403: "A token of another role, a staff role that may not do this, or another account's",
  404: "Not found",
  409: "The state moved: the change no longer applies",
  410: "A link that was used or replaced by a newer one",
  413: "Request body larger than 64 KiB",
  415: "Request body not sent as JSON",
  422: "Understood but cannot be done",
  429: "Too many attempts: wait for `Retry-After` seconds",
} as const;
export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** A JSON answer (or request body) of the given schema. */
export const json = <S extends ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const BinaryFile = z.string().openapi({ format: "binary" });

/** A file answer (a PDF, a CSV): its media type and what it is. */
export const file = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: BinaryFile } },
});

/** A JSON body a request may leave out (every field optional): none sent reads as `{}`. */
export const optionalJsonBody = <S extends ZodType>(schema: S) => ({
  required: false,
  content: { "application/json": { schema } },
});

/** A JSON request body; required, so a missing one is a 4xx rather than `{}`. */
export const jsonBody = <S extends ZodType>(schema: S) => ({
  required: true,
  content: { "application/json": { schema } },
});

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Reads the JSON body before the validators do, so that a wrong content type and malformed JSON get our
 * own words; the parsed body is cached on the request and the validator reuses it. A body the route
 * declares optional may be left out altogether (no content type, nothing sent).
 */
const readJsonBody =
  (optional: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
    const empty = !mediaType && (c.req.header("content-length") ?? "0") === "0";
    if (optional && empty) return next();
    // An optional body sent empty under a JSON type (a client that always sends the header) reads as {}.
    if (optional && JSON_MEDIA_TYPE.test(mediaType) && (await c.req.text()).trim() === "") {
      // Hono keeps each body reading as a promise under its kind (its types say the value).
      (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve("{}");
      return next();
    }
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      throw new UnsupportedMediaTypeError("Request body must be JSON (Content-Type: application/json)");
    }
    try {
      await c.req.json();
    } catch {
      throw new BadRequestError("Request body must be valid JSON");
    }
    await next();
  };

type RouteSpec = RouteConfig & {
  /** The operation's stable name, a camelCase verb phrase (`refundPayment`): clients and the docs name calls by it. */
  operationId: string;
  /** Whose token the route needs: enforced by its guard and documented as its security requirement. */
  auth?: Auth;
  /** The error answers of the route's own logic; those of validation and auth are added from the spec. */
  errors?: ErrorStatus[];
};

/**
 * A route as the API declares it: `createRoute` plus what every route of ours shares. The guard of
 * `auth` runs first, then the route's own middleware, then the body is read and the validators run.
 * The documented error answers follow from the same spec, so the document cannot forget one.
 */
export function apiRoute<const R extends RouteSpec>(spec: R): Omit<R, "auth" | "errors"> {
  const { auth, errors = [], middleware, ...config } = spec;
  const statuses = new Set<ErrorStatus>(errors);
  const request = config.request;
  // A JSON body is read by our own reader first; a raw one (a release's file) is the route's to read.
  const takesJson = request?.body !== undefined && "application/json" in (request.body.content ?? {});
  if (request?.body) for (const s of [400, 413] as const) statuses.add(s);
  if (takesJson) statuses.add(415);
  if (request?.query || request?.headers) statuses.add(400);
  if (auth) for (const s of [401, 403] as const) statuses.add(s);
  const errorResponses = Object.fromEntries(
    [...statuses].sort().map((s) => [s, json(ErrorBody, ERROR_MEANINGS[s])]),
  );
  const own = middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];
  return createRoute({
    ...config,
    // A public route says so (`security: []`) rather than leaving readers to guess.
    security: auth ? securityOf(auth) : [],
    middleware: [
      ...(auth ? [guardOf(auth)] : []),
      ...own,
      ...(takesJson ? [readJsonBody(request?.body?.required === false)] : []),
    ],
    responses: { ...errorResponses, ...config.responses },
  }) as unknown as Omit<R, "auth" | "errors">;
}

/** What a provider's webhook is answered once its signature holds: received, and whether it was acted on. */
export const WebhookAnswer = z.object({ received: z.literal(true), handled: z.boolean() });
