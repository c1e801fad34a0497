import { describe, expect, it } from "vitest";
import { REVIEWS } from "../../content/reviews";
import { filterReviews, pageOf } from "./filter-reviews";

describe("filterReviews", () => {
  it("treats 'and up' as at least", () => {
    expect(filterReviews(REVIEWS, "", "4").every((r) => r.rating >= 4)).toBe(true);
    expect(filterReviews(REVIEWS, "", "4").length).toBe(REVIEWS.filter((r) => r.rating >= 4).length);
    expect(filterReviews(REVIEWS, "", "3")).toHaveLength(REVIEWS.length);
    expect(filterReviews(REVIEWS, "", "5").every((r) => r.rating === 5)).toBe(true);
  });

  it("searches name, comment and role case-insensitively", () => {
    expect(filterReviews(REVIEWS, "SARAH", "all").map((r) => r.name)).toEqual(["Sarah Mitchell"]);
    expect(filterReviews(REVIEWS, "attorney", "all").map((r) => r.name)).toEqual(["Robert Hayes"]);
    expect(filterReviews(REVIEWS, "freedom trail", "all").map((r) => r.name)).toEqual(["Grace Williams"]);
    expect(filterReviews(REVIEWS, "no such words", "all")).toEqual([]);
  });
});

describe("pageOf", () => {
  const items = Array.from({ length: 30 }, (_, i) => i + 1);

  it("cuts 12 to a page and counts the pages", () => {
    expect(pageOf(items, 1)).toEqual({ pages: 3, current: 1, shown: items.slice(0, 12) });
    expect(pageOf(items, 3).shown).toEqual([25, 26, 27, 28, 29, 30]);
  });

  it("keeps a page asked for within the pages there are", () => {
    expect(pageOf(items, 9).current).toBe(3);
    expect(pageOf(items, 0).current).toBe(1);
    expect(pageOf(items, Number.NaN).current).toBe(1);
    expect(pageOf([], 2)).toEqual({ pages: 1, current: 1, shown: [] });
  });

  it("shows the 10 built-in reviews on one page", () => {
    expect(pageOf(REVIEWS, 1)).toMatchObject({ pages: 1, current: 1 });
    expect(pageOf(REVIEWS, 1).shown).toHaveLength(10);
  });
});
