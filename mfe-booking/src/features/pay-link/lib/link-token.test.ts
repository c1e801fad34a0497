import { describe, expect, it } from "vitest";
import { referenceOfLink } from "./link-token";

const encode = (o: unknown) =>
  btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

describe("referenceOfLink", () => {
  it("reads the reference claim of a link's token", () => {
    expect(referenceOfLink(`${encode({ alg: "HS256" })}.${encode({ ref: "BC-7K4Q9M", sub: "x" })}.sig`)).toBe(
      "BC-7K4Q9M",
    );
  });
  it("reads an invoice's number too", () => {
    expect(referenceOfLink(`x.${encode({ ref: "INV-2026-0001" })}.y`)).toBe("INV-2026-0001");
  });
  it("answers null for anything else", () => {
    for (const t of [null, "", "abc", "a.b.c", `x.${encode({ ref: "<script>" })}.y`, `x.${encode({})}.y`]) {
      expect(referenceOfLink(t)).toBeNull();
    }
  });
});
