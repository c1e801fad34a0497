import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newBookingReference } from "../src/services/bookings/reference";
import { api, randomIp } from "../test/helpers";
import { type ApiDocument, type Auth, fillPath, loadDocument, type Operation, Tally } from "./document";
import { freshToken, makePrincipals, type Principals } from "./principals";
import { fingerprint } from "./stored";
import { SWEEP_TIMEOUT_MS } from "./sweep";

vi.setConfig({ testTimeout: SWEEP_TIMEOUT_MS });

/**
 * The authorization matrix (issues 13 and 39): every route of GET /api/openapi.json, called with no token
 * and every kind of wrong one, and by a staff member of every role. A guarded route must answer 401 (no,
 * broken, expired or revoked token, a deactivated account) or 403 (another role, a staff role the route
 * does not list, another driver, another booking's customer), and let its own token through.
 */
const STAFF_ROLES = ["owner", "dispatcher", "accountant"] as const;

/** Routes that end the caller's own session: each call gets a session of its own. */
const ENDS_OWN_SESSION = new Set([
  "POST /api/admin/logout",
  "POST /api/admin/sessions/revoke-all",
  "POST /api/drivers/logout",
  "POST /api/drivers/sessions/revoke-all",
]);
let doc: ApiDocument;
let who: Principals;
const tally = new Tally();

beforeAll(async () => {
  doc = await loadDocument();
  who = await makePrincipals();
});
afterAll(() => tally.print("Authorization matrix"));

/** The route's path for the principal A of its role (a driver's own rides, customer A's booking). */
function ownPath(op: Operation): string {
  return fillPath(op.path, {
    id:
      op.auth === "driver" ? who.driverA.id : op.method === "DELETE" ? crypto.randomUUID() : who.bookingA.id,
    driverId: who.driverA.id,
    bookingId: who.bookingA.id,
    statementId: crypto.randomUUID(),
    reference: op.auth === "payLink" ? who.payLinkA.reference : who.bookingA.reference,
    kind: "places",
    session_id: "ps_unknown",
    token: who.trackTokenA,
    remote: "admin",
    version: "1.0.0",
    type: "sedan",
    serviceId: "airport-transfer",
  });
}

/** The same route for a booking, ride or link that does not exist. */
function missingPath(op: Operation): string {
  return fillPath(op.path, {
    id: crypto.randomUUID(),
    driverId: crypto.randomUUID(),
    bookingId: crypto.randomUUID(),
    reference: newBookingReference(),
    session_id: "ps_unknown",
    token: "t".repeat(43),
    kind: "places",
    remote: "admin",
    version: "1.0.0",
    statementId: crypto.randomUUID(),
  });
}

function expectations(op: Operation, auth: Auth): [string, Record<string, string>, 401 | 403][] {
  const t = who.tokens;
  const roleTokens = { admin: t.admin, driver: t.driverA, customer: t.customerA, account: t.accountA };
  const cases: [string, Record<string, string>, 401 | 403][] = Object.entries(who.broken[auth]).map(
    ([label, headers]) => [label, headers, 401],
  );
  for (const other of ["admin", "driver", "customer", "account"] as const) {
    // A sign-in token is no payment link at all (another audience): 401 there, 403 between roles. An
    // account token is no signed token, nor a signed token an account's: 401 both ways.
    // A chauffeur's data that staff may read too takes a staff token (checked below, role by role).
    const unknown = auth === "payLink" || auth === "account" || other === "account";
    if (other !== auth && !(other === "admin" && op.staffToo))
      cases.push([`${other}'s token (wrong role)`, roleTokens[other], unknown ? 401 : 403]);
  }
  if (auth === "admin") {
    cases.push(["a removed admin's token", t.goneAdmin, 401]);
    cases.push(["a deactivated staff member's token", t.deactivatedStaff, 401]);
  }
  if (auth === "driver") {
    cases.push(["a deleted driver's token", t.goneDriver, 401]);
    // A route that names no driver (signing out) is every driver's own.
    if (/\{(id|driverId)\}/.test(op.path)) cases.push(["another driver's token", t.driverB, 403]);
  }
  if (auth === "customer") cases.push(["another booking's customer token", t.customerB, 403]);
  if (auth === "payLink") cases.push(["another booking's payment link", t.payLinkB, 403]);
  return cases;
}

const ownToken = async (op: Operation, auth: Auth) => {
  if (ENDS_OWN_SESSION.has(op.key)) {
    return freshToken(auth === "driver" ? "driver" : "admin");
  }
  return {
    admin: who.tokens.admin,
    driver: who.tokens.driverA,
    customer: who.tokens.customerA,
    payLink: who.tokens.payLinkA,
    // Its own account each time: one of the routes deletes it.
    account: auth === "account" ? await who.newAccount() : {},
  }[auth];
};

describe("authorization matrix over the OpenAPI document", () => {
  it("covers the guarded routes of all three roles", () => {
    const guarded = doc.operations.filter((op) => op.auth);
    expect(guarded.length).toBeGreaterThanOrEqual(17);
    expect(new Set(guarded.map((op) => op.auth))).toEqual(
      new Set(["admin", "driver", "customer", "payLink", "account"]),
    );
  });

  it("refuses every wrong token on every guarded route, and takes the right one", async () => {
    const failures: string[] = [];
    for (const op of doc.operations.filter((o) => o.auth)) {
      const auth = op.auth as Auth;
      for (const [label, headers, expected] of expectations(op, auth)) {
        const before = await fingerprint();
        // Each from an address of its own: the matrix is about tokens, not the guessing limits.
        const res = await api(ownPath(op), {
          method: op.method,
          headers: { ...headers, "cf-connecting-ip": randomIp() },
        });
        tally.add(op.key, `${label} → ${expected}`, res.status);
        if (res.status !== expected) failures.push(`${op.key} with ${label}: ${res.status}, not ${expected}`);
        else if ((await fingerprint()) !== before) failures.push(`${op.key} ${label}: stored something`);
        else if (!(await res.json<{ detail?: string }>()).detail)
          failures.push(`${op.key} ${label}: no detail`);
      }
      const own = await api(ownPath(op), { method: op.method, headers: await ownToken(op, auth) });
      tally.add(op.key, "own token → past the guard", own.status);
      if (own.status === 401 || own.status === 403 || own.status >= 500) {
        failures.push(`${op.key} with its own token: ${own.status}`);
      }
      for (const role of op.staffToo ? STAFF_ROLES : []) {
        const res = await api(ownPath(op), { method: op.method, headers: who.tokens[role] });
        const listed = op.staffToo?.includes(role);
        tally.add(op.key, `${role} → ${listed ? "past the guard" : "403"}`, res.status);
        if (listed ? [401, 403].includes(res.status) || res.status >= 500 : res.status !== 403) {
          failures.push(`${op.key} as ${role}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers a stranger the same for what exists and what does not: no route tells which references exist", async () => {
    const failures: string[] = [];
    for (const op of doc.operations.filter(
      (o) => o.auth && /\{(id|bookingId|reference|token)\}/.test(o.path),
    )) {
      for (const [label, headers] of Object.entries(who.broken[op.auth as Auth])) {
        const ask = (path: string) =>
          api(path, { method: op.method, headers: { ...headers, "cf-connecting-ip": randomIp() } });
        const [existing, missing] = [await ask(ownPath(op)), await ask(missingPath(op))];
        tally.add(op.key, `${label}: existing and missing answered alike`, missing.status);
        const [a, b] = [
          `${existing.status} ${await existing.text()}`,
          `${missing.status} ${await missing.text()}`,
        ];
        if (a !== b)
          failures.push(`${op.key} with ${label}: existing ${a.slice(0, 80)}, missing ${b.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("declares the roles of every staff route: the owner in each, no unknown role", () => {
    const staff = doc.operations.filter((op) => op.auth === "admin");
    expect(staff.length).toBeGreaterThanOrEqual(35);
    const wrong = staff.filter(
      (op) =>
        !op.roles.includes("owner") || op.roles.some((r) => !(STAFF_ROLES as readonly string[]).includes(r)),
    );
    expect(wrong.map((op) => `${op.key}: ${op.roles.join(",")}`)).toEqual([]);
    // Every role is refused somewhere: the roles are not all the same.
    for (const role of ["dispatcher", "accountant"]) {
      expect(staff.some((op) => !op.roles.includes(role))).toBe(true);
    }
  });

  it("answers every staff route for every role: 403 with detail where the role is not listed, through where it is", async () => {
    const failures: string[] = [];
    for (const op of doc.operations.filter((o) => o.auth === "admin")) {
      for (const role of STAFF_ROLES) {
        const listed = op.roles.includes(role);
        const headers = ENDS_OWN_SESSION.has(op.key) ? await freshToken("admin", role) : who.tokens[role];
        const before = await fingerprint();
        const res = await api(ownPath(op), { method: op.method, headers });
        tally.add(op.key, `${role} → ${listed ? "past the guard" : "403"}`, res.status);
        if (!listed) {
          if (res.status !== 403) failures.push(`${op.key} as ${role}: ${res.status}, not 403`);
          else if (!(await res.json<{ detail?: string }>()).detail)
            failures.push(`${op.key} as ${role}: no detail`);
          else if ((await fingerprint()) !== before) failures.push(`${op.key} as ${role}: stored something`);
        } else if (res.status === 401 || res.status === 403 || res.status >= 500) {
          failures.push(`${op.key} as ${role}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("lets open routes ignore a token, right or wrong, without error", async () => {
    const failures: string[] = [];
    for (const op of doc.operations.filter((o) => !o.auth)) {
      for (const [label, headers] of [
        ["garbage token", who.broken.admin["garbage token"] ?? {}],
        ["an admin's token", who.tokens.admin],
      ] as const) {
        const res = await api(ownPath(op), { method: op.method, headers });
        tally.add(op.key, `open route, ${label} → not 401/403/5xx`, res.status);
        if ([401, 403].includes(res.status) || res.status >= 500)
          failures.push(`${op.key} ${label}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
