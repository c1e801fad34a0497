import type { AdminStats } from "@chauffeur/contract";
import { sql } from "drizzle-orm";
import type { Ctx } from "../core/context";

/** The dashboard's four counts in one query. */
export async function getStats({ ctx }: { ctx: Ctx }): Promise<AdminStats> {
  const row = await ctx.db.get<{
    totalBookings: number;
    pendingBookings: number;
    unassignedBookings: number;
    activeDrivers: number;
  }>(
    sql`select
        (select total from booking_totals where id = 1) as totalBookings,
        (select count(*) from bookings where status = 'pending') as pendingBookings,
        (select count(*) from bookings where assignment_status = 'unassigned' and status in ('pending', 'confirmed')) as unassignedBookings,
        (select count(*) from drivers where status = 'active') as activeDrivers`,
  );
  return {
    totalBookings: row.totalBookings,
    pendingBookings: row.pendingBookings,
    activeDrivers: row.activeDrivers,
    unassignedBookings: row.unassignedBookings,
  };
}
