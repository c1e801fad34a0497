import { followFlights } from "../flights/follow";
import type { Job, JobResult } from "./job";

/**
 * Follows the flights of the next day and a half's airport pickups: a late or early flight moves its
 * pickup and tells the customer, the chauffeur and the dispatcher; a cancelled, diverted, unknown or
 * elsewhere-landing flight is flagged to the dispatcher. Runs before the reminders, which then name the
 * new time.
 */
export const flightJob: Job = {
  name: "follow-flights",
  async run(ctx): Promise<JobResult> {
    const result = await followFlights({ ctx });
    if (!result) return { skipped: "no flight status provider configured (FLIGHT_API_URL, FLIGHT_API_KEY)" };
    return { checked: result.checked, moved: result.moved, flagged: result.flagged };
  },
};
