import {
  type AdminBooking,
  type BookingChangePreview,
  beforeChangeCutoff,
  changeFeeCents,
  customerChangeTerms,
  dollarsToCents,
  fitsVehicle,
  formatCents,
  PAST_CUTOFF,
  type ParsedAdminEditBooking,
  rideEnd,
  SUV_REQUIRED_MESSAGE,
  serviceInstant,
  type VehicleType,
  vehicleName,
  vehiclesThatFit,
} from "@chauffeur/contract";
import { drivers } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { type Actor, auditStatement } from "../audit/entry";
import { runGuarded, type Statement } from "../core/batch";
import {
  type AppError,
  ConflictError,
  OutsideServiceAreaError,
  UnknownPlaceError,
  UnprocessableError,
} from "../core/errors";
import { eventsIfChanged } from "../core/history";
import { outboxIfChanged } from "../core/outbox";
import { bookingChangedMessage } from "../messages/booking";
import { rideChangedMessage, rideMovedAwayMessage } from "../messages/chauffeur";
import { extraLineStatement, fareLines } from "../money/lines";
import { loadPayment } from "../money/records";
import { serviceAreaOf } from "../places/service-area";
import { priceTrip } from "../pricing/trip-price";
import { currentPricing, pricingVersionOf } from "../pricing/versions";
import { clashingRide, turnaroundMs } from "../rides/assignment";
import { trackingLink } from "../tracking/track-token";
import type { BookingCtx } from "./create";
import { checkPickup } from "./create";
import { overridePriceLine } from "./records";
import { findBooking } from "./view";

type Field = Exclude<keyof ParsedAdminEditBooking, "priceOverrideCents" | "overrideReason" | "preview">;

/** What each editable field is called in the history and in the messages, and who may read it. */
const FIELDS: Record<Field, { label: string; column: string; tells: "everyone" | "chauffeur" | "dispatch" }> =
  {
    date: { label: "Date", column: "scheduled_date", tells: "everyone" },
    time: { label: "Pickup time", column: "scheduled_time", tells: "everyone" },
    pickupLocation: { label: "Pickup", column: "pickup_location", tells: "everyone" },
    destination: { label: "Destination", column: "destination", tells: "everyone" },
    stops: { label: "Stops", column: "stops", tells: "everyone" },
    vehicleType: { label: "Vehicle", column: "vehicle_type", tells: "everyone" },
    passengerCount: { label: "Passengers", column: "passenger_count", tells: "everyone" },
    luggageCount: { label: "Luggage", column: "luggage_count", tells: "everyone" },
    childSeats: { label: "Child seats", column: "child_seats", tells: "everyone" },
    flightNumber: { label: "Flight", column: "flight_number", tells: "everyone" },
    specialRequests: { label: "Special requests", column: "special_requests", tells: "everyone" },
    driverNotes: { label: "Notes for the chauffeur", column: "driver_notes", tells: "chauffeur" },
    dispatchNotes: { label: "Dispatch notes", column: "dispatch_notes", tells: "dispatch" },
  };

/** The fields that change the price. */
const PRICED: Field[] = ["pickupLocation", "destination", "stops", "vehicleType", "childSeats"];

type Value = string | number | string[] | null;

function current(b: AdminBooking, field: Field): Value {
  if (field === "date") return b.scheduledDate;
  if (field === "time") return b.scheduledTime;
  if (field === "pickupLocation" || field === "destination") return b[field];
  if (field === "stops") return b.stops;
  return b[field];
}

const shown = (field: Field, v: Value): string => {
  if (v === null || (Array.isArray(v) && v.length === 0)) return "none";
  if (Array.isArray(v)) return v.join(", then ");
  if (field === "vehicleType") return vehicleName(String(v));
  return String(v);
};
const stored = (v: Value): string | number | null =>
  v === null ? null : Array.isArray(v) ? (v.length ? JSON.stringify(v) : null) : v;
const historyValue = (v: Value): string | null =>
  v === null ? null : Array.isArray(v) ? v.join(" | ") : String(v);

export interface EditResult {
  booking: AdminBooking;
  /** The fare after the change, and whether the money should follow (a hold to move). */
  fareCents: number;
  priceChanged: boolean;
  timeChanged: boolean;
  /** What the change costs (the preview's answer; nothing was written when `preview` was asked). */
  preview: BookingChangePreview;
}

/**
 * Who changes the booking. The dispatcher: a clash with the chauffeur's other ride is refused (reassign
 * first). The customer (Manage Booking): refused inside the cutoff before pickup, before or after the
 * change; a clash sends the ride back to dispatch to reassign; a fare lowered inside a fee tier has a fee.
 */
export interface EditOptions {
  by: "dispatcher" | "customer";
  /** Check and price the change, write nothing. */
  preview?: boolean;
}

/** PRODUCT.md, "Changes": re-priced with the rules the booking was priced with (today's if unknown). */
const rulesOf = async (db: BookingCtx["db"], version: number | null) =>
  (version !== null ? await pricingVersionOf(db, version) : null) ?? (await currentPricing(db));

/** A customer's change must leave the outbound ride of a round trip before its return ride. */
async function returnPickup(ctx: BookingCtx, b: AdminBooking): Promise<number | null> {
  if (b.leg !== "outbound") return null;
  const back = await ctx.db.$client
    .prepare(
      "select pickup_at as at from bookings where trip_id = ? and leg = 'return' and status != 'cancelled'",
    )
    .bind(b.id)
    .first<{ at: number }>();
  return back?.at ?? null;
}

/**
 * A rule's refusal of a change named by the field to fix (`field: reason`, as a 400's are), so the
 * console and Manage Booking show it at that field.
 */
function atField(e: unknown, field: string): unknown {
  const err = e as AppError;
  if (e instanceof UnprocessableError && !err.message.startsWith(`${field}: `)) {
    err.message = `${field}: ${err.message}`;
  }
  return e;
}

/**
 * The field naming a place the maps do not know: the one they name (an hourly ride has its pickup only),
 * else the place the change typed (Google's refused route names neither end).
 */
function unknownPlaceField(e: UnknownPlaceError, serviceType: string, changed: Field[]): string {
  if (serviceType === "hourly") return "pickupLocation";
  return e.field ?? changed.find((f) => f === "destination" || f === "stops") ?? "pickupLocation";
}

/** A live booking that can still be changed: not under way, not over (409 otherwise). */
export function assertEditable(b: AdminBooking, rideStage: string | null) {
  if (b.status === "cancelled" || b.status === "completed") {
    throw new ConflictError(`A ${b.status} booking cannot be changed`);
  }
  if (rideStage || b.assignmentStatus === "in_progress" || b.assignmentStatus === "completed") {
    throw new ConflictError("This ride is under way and can no longer be changed");
  }
}

/**
 * Changes a live booking (the dispatcher's PATCH): re-checks the lead time, the party against the vehicle,
 * the service area (by pricing the trip again, with the one pricing function), and the assigned
 * chauffeur's other rides; writes the booking, its fare lines, each field's history before and after,
 * the audit row and the customer's and chauffeur's messages in one guarded batch. A change that raced
 * another (an assignment, a cancellation) changes nothing and answers 409.
 */
export async function editBooking({
  ctx,
  input: { id, change, actor, options = { by: "dispatcher" } },
}: {
  ctx: BookingCtx;
  input: { id: string; change: ParsedAdminEditBooking; actor: Actor; options?: EditOptions };
}): Promise<EditResult> {
  const { db, now, config } = ctx;
  const { by, preview = false } = options;
  const b = await findBooking(db, id);
  const stage = await db.$client
    .prepare(
      `select ride_stage as stage, pricing_version as version, price_lines as lines,
        exists (select 1 from payment_lines where booking_id = bookings.id and kind = 'fare' and code = 'fare_override') as overridden
      from bookings where id = ?`,
    )
    .bind(id)
    .first<{ stage: string | null; version: number | null; lines: string | null; overridden: number }>();
  assertEditable(b, stage?.stage ?? null);
  if (by === "customer") {
    const terms = customerChangeTerms(b, now);
    if (!terms.allowed) throw new ConflictError(terms.reason ?? PAST_CUTOFF);
  }
  const changed = (Object.keys(FIELDS) as Field[]).filter(
    (f) => change[f] !== undefined && JSON.stringify(change[f]) !== JSON.stringify(current(b, f)),
  );
  const next = (f: Field): Value => (changed.includes(f) ? (change[f] as Value) : current(b, f));
  const date = String(next("date"));
  const time = String(next("time"));
  const timeChanged = changed.includes("date") || changed.includes("time");
  if (timeChanged) {
    try {
      checkPickup(date, time, "time", now, config.BOOKING_POLICY);
    } catch (e) {
      throw atField(e, "time");
    }
  }
  const newPickupAt = serviceInstant(date, time)?.getTime() ?? b.pickupAt;
  if (by === "customer" && timeChanged) {
    if (!beforeChangeCutoff(newPickupAt, now)) throw new UnprocessableError(`time: ${PAST_CUTOFF}`);
    const back = await returnPickup(ctx, b);
    if (back !== null && newPickupAt >= back) {
      throw new UnprocessableError("time: must be before your return ride; please call us to move both");
    }
  }
  const vehicleType = String(next("vehicleType")) as VehicleType;
  const party = {
    passengers: Number(next("passengerCount")),
    luggage: Number(next("luggageCount")),
    childSeats: Number(next("childSeats")),
  };
  if (!fitsVehicle(vehicleType, party)) {
    throw new UnprocessableError(
      vehiclesThatFit(party).includes("suv")
        ? `vehicleType: ${SUV_REQUIRED_MESSAGE}`
        : "passengerCount: the party does not fit in one vehicle",
    );
  }
  if (b.serviceType === "one-way" && !String(next("destination"))) {
    throw new UnprocessableError("destination: is required");
  }
  const payment = await loadPayment(db, id);
  const fareBefore = payment?.fareCents ?? dollarsToCents(b.estimatedPrice);
  // A person's price (a quote, an override) rather than the rules'.
  const handSet =
    Boolean(stage?.overridden) ||
    (JSON.parse(stage?.lines ?? "[]") as { rule?: string }[]).some(
      (l) => l.rule === "quote" || l.rule === "override",
    );
  // A new day or time is priced again when the rules made the fare (their surcharges of the day and the
  // time); a person's price holds for the trip at any time, as does a round trip's ride (kept as the
  // trip was priced and paid for together).
  const rulesFare = !handSet && b.leg === null;
  const tripChanged = changed.some((f) => PRICED.includes(f));
  const repriced = tripChanged || change.priceOverrideCents !== undefined || (timeChanged && rulesFare);
  const trip = {
    serviceType: b.serviceType as "one-way" | "hourly",
    hours: b.hours ?? undefined,
    pickupLocation: String(next("pickupLocation")),
    destination: String(next("destination")),
    stops: next("stops") as string[],
    vehicleType,
    childSeats: party.childSeats,
  };
  // Priced again with the online booking's function (it also refuses a trip outside the service area);
  // a round trip's return ride as the trip's return ride (the outbound carries the service fee).
  const priced = repriced
    ? await priceTrip(ctx.maps, serviceAreaOf(config), await rulesOf(db, stage?.version ?? null), {
        ...trip,
        date,
        time,
        leg: b.leg === "return" ? "return" : undefined,
      }).catch((e: unknown) => {
        if (e instanceof OutsideServiceAreaError) throw atField(e, e.field);
        if (e instanceof UnknownPlaceError) throw atField(e, unknownPlaceField(e, b.serviceType, changed));
        throw e;
      })
    : null;
  // A person's price is never dropped for the rules' without a word: dispatch gives the changed trip's.
  if (priced && handSet && tripChanged && by === "dispatcher" && change.priceOverrideCents === undefined) {
    throw new UnprocessableError(
      `priceOverrideCents: the fare was set by hand (${formatCents(fareBefore)}), so give the changed trip's price and a reason (the rules' price: ${formatCents(dollarsToCents(priced.breakdown.total))})`,
    );
  }
  const fareAfter =
    change.priceOverrideCents ?? (priced ? dollarsToCents(priced.breakdown.total) : fareBefore);
  const pickupAt = newPickupAt;
  const distance = priced ? priced.distance : b.distanceMiles;
  const expectedEndAt = rideEnd({ serviceType: trip.serviceType, hours: trip.hours, pickupAt, distance });
  // A customer who lowers the fare inside a fee tier pays that tier's share of what they gave up.
  const feeCents =
    by === "customer" ? changeFeeCents(b, { beforeCents: fareBefore, afterCents: fareAfter }, now) : 0;
  const unchanged = changed.length === 0 && fareAfter === fareBefore;
  const answer = (reassignment: boolean): BookingChangePreview => ({
    fareCents: fareAfter,
    feeCents,
    differenceCents: fareAfter + feeCents - fareBefore,
    reassignment,
  });
  if (unchanged) {
    return {
      booking: b,
      fareCents: fareBefore,
      priceChanged: false,
      timeChanged: false,
      preview: answer(false),
    };
  }
  // The assigned chauffeur's other rides, against the new window.
  const holder =
    b.assignedDriverId && ["assigned", "accepted"].includes(b.assignmentStatus) ? b.assignedDriverId : null;
  const moved = { ...b, pickupAt, expectedEndAt };
  const clash = holder ? clashingRide(holder, moved, turnaroundMs(ctx)) : null;
  let clashWith: string | null = null;
  if (clash && holder && (timeChanged || expectedEndAt !== b.expectedEndAt)) {
    const other = await db.$client
      .prepare(`select o.reference from bookings o where ${clash.sql} limit 1`)
      .bind(...clash.params)
      .first<{ reference: string }>();
    clashWith = other?.reference ?? null;
    if (clashWith && by === "dispatcher") {
      throw new ConflictError(
        `time: the chauffeur already has booking ${clashWith} then; reassign the ride first or choose another time`,
      );
    }
  }
  // The customer's change the chauffeur cannot make: the ride goes back to dispatch to reassign.
  const reassigned = clashWith !== null;
  if (preview) {
    return {
      booking: b,
      fareCents: fareAfter,
      priceChanged: false,
      timeChanged: false,
      preview: answer(reassigned),
    };
  }
  const at = now.toISOString();
  const sets: [string, string | number | null][] = changed.map((f) => [FIELDS[f].column, stored(next(f))]);
  sets.push(["pickup_at", pickupAt], ["expected_end_at", expectedEndAt], ["updated_at", at]);
  if (reassigned) sets.push(["assigned_driver_id", null], ["assignment_status", "unassigned"]);
  if (priced) {
    // The rules' version and lines it was priced with now, as a new booking keeps them.
    sets.push(
      ["distance_miles", priced.distance],
      ["pricing_version", priced.pricingVersion],
      [
        "price_lines",
        JSON.stringify(
          change.priceOverrideCents !== undefined
            ? [overridePriceLine(change.priceOverrideCents)]
            : priced.lines,
        ),
      ],
      ["surcharge_price", change.priceOverrideCents !== undefined ? 0 : (priced.breakdown.surcharges ?? 0)],
      ["tax_price", change.priceOverrideCents !== undefined ? 0 : (priced.breakdown.tax ?? 0)],
    );
  }
  if (fareAfter !== fareBefore || priced) {
    const p = priced?.breakdown;
    const override = change.priceOverrideCents !== undefined;
    sets.push(
      ["vehicle_price", override ? fareAfter / 100 : (p?.vehicle ?? b.estimatedPrice)],
      ["child_seat_price", override ? 0 : (p?.childSeats ?? 0)],
      ["stop_price", override ? 0 : (p?.stops ?? 0)],
      ["service_fee", override ? 0 : (p?.serviceFee ?? 0)],
      ["estimated_price", fareAfter / 100],
    );
  }
  const update: Statement = {
    sql: `update bookings set ${sets.map(([c]) => `${c} = ?`).join(", ")}
      where id = ? and updated_at = ? and status in ('pending', 'confirmed') and ride_stage is null
        and assignment_status = ? and coalesce(assigned_driver_id, '') = ?
        ${clash && !reassigned ? `and not exists (select 1 from bookings o where ${clash.sql})` : ""}`,
    params: [
      ...sets.map(([, v]) => v),
      id,
      b.updatedAt,
      b.assignmentStatus,
      b.assignedDriverId ?? "",
      ...(clash && !reassigned ? clash.params : []),
    ],
  };
  const told = (who: "customer" | "chauffeur") =>
    changed
      .filter(
        (f) => FIELDS[f].tells === "everyone" || (who === "chauffeur" && FIELDS[f].tells === "chauffeur"),
      )
      .map((f) => `${FIELDS[f].label}: ${shown(f, current(b, f))} → ${shown(f, next(f))}`);
  const after = {
    ...b,
    pickupAt,
    pickupLocation: trip.pickupLocation,
    destination: trip.destination,
  };
  const statements: Statement[] = [update];
  const customerLines = told("customer");
  // A new time or place moves the ride's event in the customer's calendar: the file goes again.
  const hourly = b.serviceType === "hourly";
  const calendar = (["date", "time", "pickupLocation", "destination"] as Field[]).some((f) =>
    changed.includes(f),
  )
    ? {
        ride: {
          reference: b.reference,
          pickupAt,
          hours: hourly ? b.hours : null,
          pickupLocation: trip.pickupLocation,
          destination: hourly ? null : trip.destination,
          trackingLink: await trackingLink(ctx, { id, pickupAt }),
        },
        now: now.getTime(),
      }
    : null;
  if (customerLines.length > 0 || fareAfter !== fareBefore) {
    statements.push(
      outboxIfChanged(
        bookingChangedMessage(
          {
            id,
            reference: b.reference,
            email: b.customerInfo.email,
            firstName: b.customerInfo.firstName,
            pickupAt,
          },
          customerLines,
          { beforeCents: fareBefore, afterCents: fareAfter, feeCents },
          config,
          reassigned,
          calendar,
        ),
        at,
      ),
    );
  }
  const driver = holder ? await db.select().from(drivers).where(eq(drivers.id, holder)).get() : undefined;
  const chauffeurLines = told("chauffeur");
  if (driver && reassigned && clashWith) {
    statements.push(
      outboxIfChanged(
        rideMovedAwayMessage(after, driver, { pickupAt: b.pickupAt, clash: clashWith }, config),
        at,
      ),
    );
  } else if (driver && chauffeurLines.length > 0) {
    statements.push(outboxIfChanged(rideChangedMessage(after, driver, chauffeurLines, config), at));
  }
  statements.push(
    auditStatement(
      {
        actor,
        action: "booking.changed",
        target: { type: "booking", id, label: b.reference },
        bookingId: id,
        before: Object.fromEntries([
          ...changed.map((f) => [f, current(b, f)]),
          ...(fareAfter !== fareBefore ? [["fareCents", fareBefore]] : []),
        ]),
        after: Object.fromEntries([
          ...changed.map((f) => [f, next(f)]),
          ...(fareAfter !== fareBefore ? [["fareCents", fareAfter]] : []),
          ...(feeCents > 0 ? [["changeFeeCents", feeCents]] : []),
          ...(reassigned ? [["assignmentStatus", "unassigned"]] : []),
        ]),
        reason: change.overrideReason ?? null,
      },
      at,
      { ifChanged: true },
    ),
  );
  const actorType: "customer" | "admin" = actor.type === "customer" ? "customer" : "admin";
  const events: {
    bookingId: string;
    actorType: "customer" | "admin";
    actorId: string | null;
    field: string;
    fromValue: string | null;
    toValue: string | null;
    note: string | null;
  }[] = changed.map((f) => ({
    bookingId: id,
    actorType: actorType as "customer" | "admin",
    actorId: actor.id,
    field: f,
    fromValue: historyValue(current(b, f)),
    toValue: historyValue(next(f)),
    note: FIELDS[f].tells === "dispatch" ? "Dispatch note" : null,
  }));
  if (fareAfter !== fareBefore) {
    events.push({
      bookingId: id,
      actorType: actorType as "customer" | "admin",
      actorId: actor.id,
      field: "price",
      fromValue: String(fareBefore),
      toValue: String(fareAfter),
      note: `Fare ${formatCents(fareBefore)} → ${formatCents(fareAfter)}${change.overrideReason ? `: ${change.overrideReason}` : ""}`,
    });
  }
  if (reassigned) {
    events.push({
      bookingId: id,
      actorType,
      actorId: actor.id,
      field: "assignment",
      fromValue: b.assignmentStatus,
      toValue: "unassigned",
      note: `Back to dispatch: the chauffeur has booking ${clashWith} at the new time`,
    });
  }
  if (events.length > 0) statements.push(eventsIfChanged(events, at));
  // The money follows only if the booking changed (this run's update, named by its new updated_at).
  const applied = {
    sql: "exists (select 1 from bookings where id = ? and updated_at = ?)",
    params: [id, at],
  };
  if (payment && (fareAfter !== fareBefore || priced)) {
    statements.push({
      sql: `delete from payment_lines where booking_id = ? and kind = 'fare' and ${applied.sql}`,
      params: [id, ...applied.params],
    });
    const fare =
      change.priceOverrideCents !== undefined || !priced
        ? [{ code: "fare_override", description: "Fare (the operator's price)", amountCents: fareAfter }]
        : fareLines(priced.lines, { childSeats: party.childSeats, stops: trip.stops });
    for (const l of fare) {
      statements.push({
        sql: `insert into payment_lines (booking_id, kind, code, description, amount_cents, actor_type, actor_id, created_at)
          select ?, 'fare', ?, ?, ?, ?, ?, ? where ${applied.sql}`,
        params: [id, l.code, l.description, l.amountCents, actorType, actor.id, at, ...applied.params],
      });
    }
    statements.push({
      sql: `update booking_payments set fare_cents = ?,
          action_cents = case when state = 'awaiting_card' or (state = 'action_required' and action_kind = 'hold') then ? else action_cents end,
          version = version + 1, updated_at = ?
        where booking_id = ? and ${applied.sql}`,
      params: [fareAfter, fareAfter, at, id, ...applied.params],
    });
  }
  if (payment && feeCents > 0) {
    statements.push(
      extraLineStatement(
        {
          bookingId: id,
          code: "change_fee",
          description: "Change fee (a lower fare inside a cancellation fee tier)",
          amountCents: feeCents,
          sourceKey: `change_fee:${id}:${at}`,
          actor: { type: actorType, id: actor.id },
          now,
        },
        applied,
      ),
    );
  }
  const [done] = await runGuarded(db, statements);
  if (done !== 1) {
    throw new ConflictError(
      "This booking was changed by someone else meanwhile; please reload and try again",
    );
  }
  return {
    booking: await findBooking(db, id),
    fareCents: fareAfter,
    priceChanged: fareAfter !== fareBefore || feeCents > 0,
    timeChanged,
    preview: answer(reassigned),
  };
}
