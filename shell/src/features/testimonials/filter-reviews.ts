import type { Review } from "../../content/reviews";

export const REVIEWS_PER_PAGE = 12;
export const RATING_FILTERS = [
  { value: "all", label: "All ratings" },
  { value: "5", label: "5 stars" },
  { value: "4", label: "4 stars and up" },
  { value: "3", label: "3 stars and up" },
] as const;

/** Search over name, comment and role (case-insensitive); "N and up" means rating >= N (PRODUCT.md). */
export function filterReviews(reviews: readonly Review[], search: string, rating: string): Review[] {
  const q = search.trim().toLowerCase();
  const min = rating === "all" ? 0 : Number(rating);
  return reviews.filter(
    (r) =>
      r.rating >= min && (!q || [r.name, r.comment, r.role].some((field) => field.toLowerCase().includes(q))),
  );
}

/** One page of a list: the page asked for, kept within the pages there are, and its items. */
export function pageOf<T>(items: readonly T[], page: number, perPage = REVIEWS_PER_PAGE) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(Math.trunc(page) || 1, 1), pages);
  return { pages, current, shown: items.slice((current - 1) * perPage, current * perPage) };
}
