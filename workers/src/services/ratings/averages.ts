import {
  type DriverRating,
  isRatingFlagged,
  RATING_AVERAGE_DAYS,
  type RatingFlag,
  ratingAverage,
} from "@chauffeur/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Ctx } from "../core/context";

/** The operator's bar under which a chauffeur is flagged (RATING_FLAG_AVERAGE over RATING_FLAG_MIN_COUNT). */
export const ratingFlagOf = (config: Ctx["config"]): RatingFlag => ({
  average: config.RATING_FLAG_AVERAGE,
  minCount: config.RATING_FLAG_MIN_COUNT,
});

/** The start of the period a chauffeur's average is taken over (ISO). */
export const ratingSince = (now: Date) =>
  new Date(now.getTime() - RATING_AVERAGE_DAYS * 86_400_000).toISOString();

const RATINGS_OF = (driverId: string) =>
  `from ride_ratings rr where rr.driver_id = ${driverId} and rr.created_at >= `;

/**
 * How many ratings a chauffeur had since `since` and the sum of their stars, as two columns of a query
 * over drivers, `driverId` naming the outer query's driver id column (served by ride_ratings' index).
 */
export function ratingColumns(
  driverId: string,
  since: string,
): { ratingCount: SQL<number>; ratingSum: SQL<number> } {
  const from = sql.raw(RATINGS_OF(driverId));
  return {
    ratingCount: sql<number>`(select count(*) ${from}${since})`,
    ratingSum: sql<number>`(select coalesce(sum(rr.stars), 0) ${from}${since})`,
  };
}

/** The same two columns in a prepared statement's SQL: bind the period's start twice where they stand. */
export const ratingColumnsSql = (driverId: string) =>
  `(select count(*) ${RATINGS_OF(driverId)}?) as ratingCount, (select coalesce(sum(rr.stars), 0) ${RATINGS_OF(driverId)}?) as ratingSum`;

/** A chauffeur's rating from their count and sum of stars, flagged under the operator's bar. */
export function driverRating(
  row: { ratingCount: number; ratingSum: number },
  flag: RatingFlag,
): DriverRating {
  const average = ratingAverage(Number(row.ratingSum), Number(row.ratingCount));
  const rating = { average, count: Number(row.ratingCount) };
  return { ...rating, flagged: isRatingFlagged(rating, flag) };
}
