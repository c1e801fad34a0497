import { watchForProblems } from "../alerts/dispatch-watch";
import { expireQuotes } from "../enquiries/quote-answer";
import type { Job } from "./job";

/** Quotes whose validity ran out become expired (before the watch, so an expired quote is not chased). */
export const quoteExpiryJob: Job = {
  name: "quote-expiry",
  async run(ctx) {
    return { expired: await expireQuotes({ ctx }) };
  },
};

/**
 * Raises what dispatch must look at before it goes wrong (a ride with no chauffeur, not accepted, not on
 * the way, a payment waiting, a flight, an unanswered quote), once each with a message to dispatch, and
 * resolves those that are gone. Runs after the money and flight jobs, so it sees what they just changed.
 */
export const exceptionsJob: Job = {
  name: "dispatch-exceptions",
  async run(ctx) {
    return watchForProblems({ ctx });
  },
};
