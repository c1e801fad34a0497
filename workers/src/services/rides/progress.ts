import {
  CONFIRM_EARLY_STEP,
  canMarkNoShow,
  type DriverRide,
  earlyStepNote,
  earlyStepQuestion,
  type FreeWaiting,
  formatServiceTime,
  isEarlyStep,
  nextRideStage,
  RIDE_STAGE_MESSAGES,
  type RideActionResult,
  type RideStage,
  stageNotYet,
  TAP_MAX_AGE_HOURS,
  waitingClock,
  waitingLineDescription,
} from "@chauffeur/contract";
import { type Db, drivers, rideTaps } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { alertStatements } from "../alerts/raise";
import { runGuarded, type Statement } from "../core/batch";
import type { Ctx, FollowUp } from "../core/context";
import { ConfirmationNeededError, ConflictError, UnprocessableError } from "../core/errors";
import { outboxIfChanged } from "../core/outbox";
import { dispatchAlertMessage } from "../messages/alerts";
import { chauffeurNotice, type NoticedStage, rideStageMessage } from "../messages/ride";
import { outboxWithSms } from "../messages/sms";
import { extraLineStatement } from "../money/lines";
import { rateLink } from "../ratings/rate-token";
import { trackingLink } from "../tracking/track-token";
import { type DriverEvent, driverEventsIfChanged } from "./events";
import { findDriverRide } from "./view";

const STAGE_WORDS: Record<RideStage, string> = {
  en_route: "en route",
  arrived: "arrived",
  on_board: "passenger on board",
  completed: "completed",
  no_show: "no-show",
};

/** Why `stage` is not allowed now, or null when it is. */
function refusal(ride: DriverRide, stage: RideStage, now: number): string | null {
  const { booking } = ride;
  const status = ride.assignment.status;
  if (booking.status !== "confirmed") {
    return booking.status === "pending"
      ? "This booking has not been approved yet; the ride cannot start"
      : `This booking is ${booking.status}`;
  }
  if (status !== "accepted" && status !== "in_progress") {
    return `This ride is ${status.replace("_", " ")}; only an accepted ride can be started`;
  }
  if (stage === "no_show") {
    if (canMarkNoShow(status, booking.rideStage, booking.pickupAt, now)) return null;
    return now < booking.pickupAt && status === "in_progress"
      ? "A no-show can be marked only after the pickup time"
      : "A no-show can be marked only when en route to or arrived at the pickup";
  }
  const next = nextRideStage(status, booking.rideStage);
  if (next === stage) return stageNotYet(stage, booking.pickupAt, now);
  return next
    ? `The next step for this ride is ${STAGE_WORDS[next]}, not ${STAGE_WORDS[stage]}`
    : "This ride is already over";
}

/** What else changes with a stage: starting puts the assignment in progress; ending completes both. */
function sideEffects(ride: DriverRide, stage: RideStage): DriverEvent[] {
  const events: DriverEvent[] = [];
  if (stage === "en_route")
    events.push({ field: "assignment", fromValue: "accepted", toValue: "in_progress" });
  if (stage === "completed" || stage === "no_show") {
    events.push({ field: "assignment", fromValue: "in_progress", toValue: "completed" });
    events.push({ field: "status", fromValue: ride.booking.status, toValue: "completed" });
  }
  return events;
}

/**
 * The waiting charge of a ride whose passenger gets in now, as a line for the batch of that step: waiting
 * beyond the free time, counted from the later of the pickup time and the chauffeur's arrival. Written
 * only if the step itself is (the booking is on board as of this very update).
 */
function waitingLine(
  ride: DriverRide,
  driverId: string,
  { nowMs, now, free }: { nowMs: number; now: string; free: FreeWaiting },
): Statement[] {
  const { booking } = ride;
  const arrivedAt =
    booking.rideStage === "arrived" && booking.rideStageAt ? Date.parse(booking.rideStageAt) : NaN;
  if (Number.isNaN(arrivedAt)) return [];
  const clock = waitingClock(booking, arrivedAt, nowMs, free);
  if (!clock || clock.chargeCents === 0) return [];
  return [
    extraLineStatement(
      {
        bookingId: booking.id,
        code: "waiting_time",
        description: waitingLineDescription(clock),
        amountCents: clock.chargeCents,
        sourceKey: `waiting:${booking.id}`,
        actor: { type: "driver", id: driverId },
        now: new Date(nowMs),
      },
      {
        sql: "exists (select 1 from bookings where id = ? and ride_stage = 'on_board' and ride_stage_at = ?)",
        params: [booking.id, now],
      },
    ),
  ];
}

/**
 * A ride completed before its pickup time is raised to dispatch to check (the alert and its message),
 * written only if the step itself is (the booking is completed as of this very update).
 */
function earlyCompletion(ctx: Ctx, ride: DriverRide, nowMs: number, now: string): Statement[] {
  const { booking } = ride;
  const detail = `Ride ${booking.reference} was marked completed at ${formatServiceTime(nowMs)}, before its ${formatServiceTime(booking.pickupAt)} pickup time. Please check it with the chauffeur.`;
  const [raise, ...message] = alertStatements(ctx, {
    kind: "early_completion",
    bookingId: booking.id,
    detail,
    dedupeKey: `early_completion:${booking.id}`,
    notify: dispatchAlertMessage(
      { kind: "early_completion", bookingId: booking.id, reference: booking.reference, detail },
      ctx.config,
    ),
  });
  if (!raise) return [];
  const completed = `exists (select 1 from bookings where id = ? and ride_stage = 'completed' and ride_stage_at = ?)`;
  // The insert is a select: the booking's completion at this very instant is its condition.
  return [{ sql: `${raise.sql} where ${completed}`, params: [...raise.params, booking.id, now] }, ...message];
}

/** The tap's key, kept only if the step's update changed the ride. */
function tapRecord(
  key: string,
  driverId: string,
  bookingId: string,
  stage: RideStage,
  tappedAt: string,
  writtenAt: string,
): Statement {
  return {
    sql: `insert into ride_taps (idempotency_key, driver_id, booking_id, stage, tapped_at, created_at)
      select ?, ?, ?, ?, ?, ? where changes() = 1`,
    params: [key, driverId, bookingId, stage, tappedAt, writtenAt],
  };
}

const NOTICED: readonly RideStage[] = ["en_route", "arrived", "completed"] satisfies NoticedStage[];

/** The customer's message of this step (on the way, arrived, complete) with the tracking link, if any. */
async function customerNotice(
  ctx: Ctx,
  ride: DriverRide,
  driverId: string,
  stage: RideStage,
  nowMs: number,
  now: string,
): Promise<Statement[]> {
  if (!NOTICED.includes(stage)) return [];
  const driver = await ctx.db.select().from(drivers).where(eq(drivers.id, driverId)).get();
  if (!driver) return [];
  const link = await trackingLink(ctx, ride.booking);
  const notice = chauffeurNotice(driver);
  const rate = stage === "completed" ? await rateLink(ctx, ride.booking.id, nowMs) : null;
  const message = rideStageMessage(
    ride.booking,
    stage as NoticedStage,
    notice,
    link,
    nowMs,
    ctx.config,
    rate,
  );
  // On the way and arrived matter at the kerb: a text message too.
  return stage === "completed"
    ? [outboxIfChanged(message, now)]
    : outboxWithSms(message, ride.booking.customerInfo.phone, now);
}

/**
 * When a tap counts: when the chauffeur made it (`tappedAt`, sent by an app that was offline), never in
 * the future (a phone's clock may run ahead), never before the ride's last step, and not older than
 * TAP_MAX_AGE_HOURS.
 */
function tapTime(ride: DriverRide, tappedAt: string | undefined, nowMs: number): number {
  if (tappedAt === undefined) return nowMs;
  const at = Date.parse(tappedAt);
  if (at < nowMs - TAP_MAX_AGE_HOURS * 3_600_000) {
    throw new UnprocessableError(
      `This step was tapped more than ${TAP_MAX_AGE_HOURS} hours ago and cannot be recorded now; please call dispatch`,
    );
  }
  const lastStep = ride.booking.rideStageAt ? Date.parse(ride.booking.rideStageAt) : Number.NaN;
  return Math.min(nowMs, Number.isNaN(lastStep) ? at : Math.max(at, lastStep));
}

/** The answer to a tap already applied under this key: the same step's message and the ride as it is now. */
async function earlierTap(db: Db, key: string | null, driverId: string, bookingId: string, stage: RideStage) {
  if (!key) return null;
  const tap = await db.select().from(rideTaps).where(eq(rideTaps.idempotencyKey, key)).get();
  if (!tap) return null;
  if (tap.driverId !== driverId || tap.bookingId !== bookingId || tap.stage !== stage) {
    throw new UnprocessableError("This Idempotency-Key was used for another step");
  }
  return { message: RIDE_STAGE_MESSAGES[stage], ride: await findDriverRide(db, driverId, bookingId) };
}

/**
 * Moves an accepted ride one guarded step: en_route → arrived → on_board → completed, or no_show from
 * en_route/arrived after the pickup time. The WHERE repeats the expected state, so a double tap or a
 * dispatcher's change at the same moment changes nothing and answers 409. A tap with a key is applied
 * once: sent again, it answers like the first time. A tap sent late (`tappedAt`) is timed, and its time
 * rules and waiting charge are counted, as of when it was made.
 */
export async function advanceRide({
  ctx,
  input: { driverId, bookingId, stage, tappedAt, tapKey = null, confirmEarly = false },
  onEnded,
}: {
  ctx: Ctx;
  /**
   * `tappedAt`: when an offline app's tap was made; `tapKey`: its Idempotency-Key; `confirmEarly`: the
   * chauffeur confirmed a step taken more than an hour before the pickup time (asked otherwise, 409).
   */
  input: {
    driverId: string;
    bookingId: string;
    stage: RideStage;
    tappedAt?: string;
    tapKey?: string | null;
    confirmEarly?: boolean;
  };
  /** What follows a ride that ended (completed or no-show) once that is committed: its money is settled. */
  onEnded: FollowUp;
}): Promise<RideActionResult> {
  const { db } = ctx;
  const replayed = await earlierTap(db, tapKey, driverId, bookingId, stage);
  if (replayed) return replayed;
  const ride = await findDriverRide(db, driverId, bookingId);
  const writtenAt = ctx.now.toISOString();
  const nowMs = tapTime(ride, tappedAt, Date.parse(writtenAt));
  const problem = refusal(ride, stage, nowMs);
  if (problem) throw new ConflictError(problem);
  const { pickupAt } = ride.booking;
  // A customer may be ready early: not refused, but asked, and the history says so.
  const early = isEarlyStep(stage, pickupAt, nowMs);
  if (early && !confirmEarly) {
    throw new ConfirmationNeededError(earlyStepQuestion(stage, pickupAt), CONFIRM_EARLY_STEP);
  }
  const from = ride.booking.rideStage;
  const fromAssignment = ride.assignment.status;
  const ends = stage === "completed" || stage === "no_show";
  const toAssignment = ends ? "completed" : "in_progress";
  const now = new Date(nowMs).toISOString();
  const notice = await customerNotice(ctx, ride, driverId, stage, nowMs, writtenAt);
  const lateMinutes = Math.floor((Date.parse(writtenAt) - nowMs) / 60_000);
  const late = lateMinutes >= 1 ? `Tapped while offline; received ${lateMinutes} min later` : null;
  const note = [early ? earlyStepNote(pickupAt, nowMs) : null, late].filter(Boolean).join("; ") || null;
  const [changed] = await runGuarded(db, [
    {
      sql: `update bookings set ride_stage = ?, ride_stage_at = ?, assignment_status = ?,
          status = case when ? then 'completed' else status end, updated_at = ?
        where id = ? and assigned_driver_id = ? and status = 'confirmed' and assignment_status = ?
          and coalesce(ride_stage, '') = ? and (? = 0 or pickup_at <= ?)`,
      params: [
        stage,
        now,
        toAssignment,
        ends ? 1 : 0,
        writtenAt,
        bookingId,
        driverId,
        fromAssignment,
        from ?? "",
        stage === "no_show" ? 1 : 0,
        nowMs,
      ],
    },
    // The tap's key, the customer's message, then the history: each is written only if the update above
    // changed the ride (each inserts one row, so `changes() = 1` still holds for the next).
    ...(tapKey ? [tapRecord(tapKey, driverId, bookingId, stage, now, writtenAt)] : []),
    ...notice,
    driverEventsIfChanged(
      bookingId,
      driverId,
      [{ field: "ride", fromValue: from, toValue: stage, note }, ...sideEffects(ride, stage)],
      now,
    ),
    ...(stage === "on_board"
      ? waitingLine(ride, driverId, { nowMs, now, free: ctx.config.BOOKING_POLICY.freeWaitingMinutes })
      : []),
    ...(stage === "completed" && nowMs < pickupAt ? earlyCompletion(ctx, ride, nowMs, now) : []),
  ]);
  if (changed !== 1) {
    // The same tap sent twice at once: the other send applied it.
    const twin = await earlierTap(db, tapKey, driverId, bookingId, stage);
    if (twin) return twin;
    throw new ConflictError("This ride was changed by someone else; please refresh and try again");
  }
  if (ends) await onEnded(bookingId);
  return { message: RIDE_STAGE_MESSAGES[stage], ride: await findDriverRide(db, driverId, bookingId) };
}
