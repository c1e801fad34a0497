import { useQuery } from "@tanstack/react-query";
import { pagedListQuery } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/page-query";

/** GET /api/drivers: one page of drivers, searched. */
export const getDrivers = (page: number, search: string) =>
  api.get("/api/drivers", { query: pageQuery(page, search, 20) });

export const driversQuery = pagedListQuery("drivers", getDrivers);

export const useDrivers = (page: number, search: string) => useQuery(driversQuery(page, search));
