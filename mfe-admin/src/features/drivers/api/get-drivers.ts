import { api } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/page-query";

/** GET /api/drivers: one page of drivers, searched. */
export const getDrivers = (page: number, search: string) =>
  api.get("/api/drivers", { query: pageQuery(page, search, 20) });
