import type { Board, BoardQuery } from "@chauffeur/contract";
import { bookings } from "@chauffeur/db";
import { and, asc, gte, inArray, lte } from "drizzle-orm";
import { bookingRows, toBookingRow } from "../bookings/view";
import type { Ctx } from "../core/context";

/** Rides that started this long before now are still on the board (a ride under way, a late pickup). */
const LOOK_BACK_MS = 3_600_000;
const MAX_ITEMS = 500;

/**
 * The dispatcher's board: the live bookings (pending or confirmed) whose pickup is from an hour ago to
 * `hours` ahead, by pickup time, each with its driver's name, its ride stage and its payment's state.
 * Read through the (status, pickup_at) index.
 */
export async function dispatchBoard({
  ctx: { db, now: at },
  input: query,
}: {
  ctx: Ctx;
  input: BoardQuery;
}): Promise<Board> {
  const now = at.getTime();
  const from = now - LOOK_BACK_MS;
  const to = now + query.hours * 3_600_000;
  const rows = await bookingRows(db)
    .where(
      and(
        inArray(bookings.status, ["pending", "confirmed"]),
        gte(bookings.pickupAt, from),
        lte(bookings.pickupAt, to),
      ),
    )
    .orderBy(asc(bookings.pickupAt), asc(bookings.id))
    .limit(MAX_ITEMS);
  const items = rows.map(toBookingRow);
  return { from, to, items };
}
