import { describe, expect, it } from "vitest";
import { REVIEWS } from "../../content/reviews";
import { filterReviews } from "./filter-reviews";

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
