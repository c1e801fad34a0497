import { PAYOUT_KINDS, type PayoutRide, payoutDue } from "@chauffeur/contract";
import { bookings, drivers, payoutLines } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { runGuarded, type Statement } from "../core/batch";
import type { Ctx } from "../core/context";
import { linesOf } from "../money/lines";

/** How a ride ended, for its chauffeur's pay; null while it has not, or when no chauffeur drove or waited. */
function outcomeOf(b: {
  status: string;
  rideStage: string | null;
  assignmentStatus: string;
}): PayoutRide["outcome"] | null {
  if (b.status === "completed") return b.rideStage === "no_show" ? "no_show" : "completed";
  // A cancellation pays the chauffeur who held the ride (assigned or accepted) their share of any fee.
  if (b.status === "cancelled" && (b.assignmentStatus === "assigned" || b.assignmentStatus === "accepted")) {
    return "cancelled";
  }
  return null;
}

/**
 * Brings a ride's payout lines up to what its chauffeur is owed now (rules/payout.ts): for each kind the
 * difference from the lines already written becomes one more line, so nothing written is ever changed
 * and a statement already issued stays as it was (the difference goes on the next). The share is the one
 * the ride was first paid at, else the chauffeur's current one. The first lines of a ride are earned when
 * it ended; a later difference when it was found. Run twice at once, it writes once (source keys).
 */
export async function syncPayout({ ctx, input: { bookingId } }: { ctx: Ctx; input: { bookingId: string } }) {
  const { db } = ctx;
  const b = await db
    .select({
      status: bookings.status,
      rideStage: bookings.rideStage,
      rideStageAt: bookings.rideStageAt,
      assignmentStatus: bookings.assignmentStatus,
      cancelledAt: bookings.cancelledAt,
      refundPercent: bookings.refundPercent,
      driverId: bookings.assignedDriverId,
      vehicleFare: bookings.vehiclePrice,
      stopPrice: bookings.stopPrice,
      driverPercent: drivers.payoutPercent,
    })
    .from(bookings)
    .leftJoin(drivers, eq(drivers.id, bookings.assignedDriverId))
    .where(eq(bookings.id, bookingId))
    .get();
  const outcome = b ? outcomeOf(b) : null;
  if (!b?.driverId || !outcome) return { written: 0 };
  const [lines, paid] = await Promise.all([
    linesOf(db, bookingId),
    db
      .select({ kind: payoutLines.kind, amountCents: payoutLines.amountCents, percent: payoutLines.percent })
      .from(payoutLines)
      .where(eq(payoutLines.bookingId, bookingId)),
  ]);
  const percent = paid.find((l) => l.percent !== null)?.percent ?? b.driverPercent ?? 70;
  const due = payoutDue({
    outcome,
    vehicleFareCents: (b.vehicleFare + b.stopPrice) * 100,
    refundPercent: b.refundPercent,
    lines,
    percent,
  });
  const at = ctx.now.toISOString();
  const ended = (outcome === "cancelled" ? b.cancelledAt : b.rideStageAt) ?? at;
  const earnedAt = paid.length === 0 ? ended : at;
  const statements: Statement[] = [];
  for (const kind of PAYOUT_KINDS) {
    const mine = paid.filter((l) => l.kind === kind);
    const difference = due[kind] - mine.reduce((s, l) => s + l.amountCents, 0);
    if (difference === 0) continue;
    statements.push({
      sql: `insert or ignore into payout_lines (driver_id, booking_id, kind, amount_cents, percent, earned_at, source_key, created_at)
        values (?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [
        b.driverId,
        bookingId,
        kind,
        difference,
        kind === "fare" || kind === "waiting" ? percent : null,
        earnedAt,
        `${bookingId}:${kind}:${mine.length}`,
        at,
      ],
    });
  }
  if (statements.length === 0) return { written: 0 };
  const changed = await runGuarded(db, statements);
  return { written: changed.reduce((s, n) => s + n, 0) };
}
