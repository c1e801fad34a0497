/** The query of a paged admin list: the page, its size, and the search text when there is one. */
export const pageQuery = (page: number, search: string, pageSize: number) => ({
  page,
  pageSize,
  search: search.trim() || undefined,
});
