import { afterEach, describe, expect, it } from "vitest";
import { readAccountSession, storeAccountSession } from "./session";

const KEY = "chauffeur.account.session";
const later = () => new Date(Date.now() + 86_400_000).toISOString();

afterEach(() => localStorage.clear());

describe("the stored account session", () => {
  it("reads a well-formed one that has not expired", () => {
    const session = { token: "t0k3n", email: "ada@example.com", expiresAt: later() };
    storeAccountSession(session);
    expect(readAccountSession()).toEqual(session);
  });

  it("reads an expired, malformed or partial one as signed out", () => {
    for (const raw of [
      JSON.stringify({ token: "t", email: "ada@example.com", expiresAt: "2020-01-01T00:00:00.000Z" }),
      JSON.stringify({ token: "t", email: 7, expiresAt: later() }),
      JSON.stringify({ token: "t", expiresAt: later() }),
      JSON.stringify("t0k3n"),
      "{not json",
    ]) {
      localStorage.setItem(KEY, raw);
      expect(readAccountSession(), raw).toBeNull();
    }
  });
});
