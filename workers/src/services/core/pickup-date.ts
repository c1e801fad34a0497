import { checkPickupDate, pickupDateMessage } from "@chauffeur/contract";
import type { Ctx } from "./context";
import { BadRequestError } from "./errors";

/**
 * A pickup date that comes in without a booking (a price, a quote request, a flight check) must be one
 * that could be booked: from today in Boston to BOOKING_HORIZON_DAYS ahead, as for a booking; else 400
 * naming `field`. The date is already a calendar day (the contract's schemas).
 */
export function requirePickupDate(
  ctx: { readonly now: Ctx["now"]; readonly config: Pick<Ctx["config"], "BOOKING_HORIZON_DAYS"> },
  field: string,
  date: string,
): void {
  const horizonDays = ctx.config.BOOKING_HORIZON_DAYS;
  const problem = checkPickupDate(date, ctx.now, horizonDays);
  if (problem) throw new BadRequestError(`${field}: ${pickupDateMessage(problem, horizonDays)}`);
}
