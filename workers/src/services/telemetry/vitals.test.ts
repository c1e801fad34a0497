import { describe, expect, it } from "vitest";
import { bucketOf, p75 } from "./vitals";

describe("Web Vitals buckets", () => {
  it("puts a measurement in the smallest bucket that holds it, the largest for anything above", () => {
    expect(bucketOf("lcp", 0)).toBe(50);
    expect(bucketOf("lcp", 1001)).toBe(1200);
    expect(bucketOf("inp", 999_999)).toBe(120_000);
    expect(bucketOf("cls", 0.08)).toBe(100);
  });

  it("reads the 75th percentile from the counts, null with no sample", () => {
    expect(p75("lcp", [])).toBeNull();
    const counts = [
      { bucket: 1000, count: 2 },
      { bucket: 2500, count: 1 },
      { bucket: 5000, count: 1 },
    ];
    expect(p75("lcp", counts)).toBe(2500);
    expect(p75("cls", [{ bucket: 100, count: 4 }])).toBe(0.1);
  });
});
