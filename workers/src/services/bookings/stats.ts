import type { AdminStats } from "@chauffeur/contract";
import type { Db } from "@chauffeur/db";
import { sql } from "drizzle-orm";

/** The dashboard's four counts in one query. */
export async function getStats({ db }: { db: Db }): Promise<AdminStats> {
  const row = await db.get<{
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
