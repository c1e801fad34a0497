/**
 * The session-storage key of the booking draft (the contract's: the home page reads whether there is
 * one). Its own module so the home page's form reads it without the draft's zod schema.
 */
export { BOOKING_DRAFT_KEY } from "@chauffeur/contract";
