import { describe, expect, it } from "vitest";
import { linkedText } from "./linked-text";

describe("linkedText", () => {
  it("makes the addresses in a message links and keeps every other character", () => {
    const text =
      "Follow your ride: https://example.com/track/a.b-c_d.\nCall us (https://example.com/contact).";
    const parts = linkedText(text);
    expect(parts.filter((p) => p.href).map((p) => p.href)).toEqual([
      "https://example.com/track/a.b-c_d",
      "https://example.com/contact",
    ]);
    expect(parts.map((p) => p.text).join("")).toBe(text);
  });

  it("answers text without an address as one plain part", () => {
    expect(linkedText("Your chauffeur has arrived.")).toEqual([{ text: "Your chauffeur has arrived." }]);
  });
});
