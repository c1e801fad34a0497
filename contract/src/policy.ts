/**
 * PRODUCT.md: one cancellation policy, stated once. The terms, the FAQ and the contact page all show
 * these words; the booking lookup applies the same tiers.
 */
export interface RefundTier {
  /** The tier applies when pickup is at least this many hours away. */
  minHoursBefore: number;
  /** Share of the fare given back, in percent. */
  refundPercent: number;
  label: string;
}

/** Ordered from the most generous tier down. */
export const CANCELLATION_TIERS: readonly RefundTier[] = [
  {
    minHoursBefore: 24,
    refundPercent: 100,
    label: "Full refund when you cancel 24 hours or more before pickup",
  },
  { minHoursBefore: 12, refundPercent: 50, label: "50% refund when you cancel 12 to 24 hours before pickup" },
  {
    minHoursBefore: 0,
    refundPercent: 0,
    label: "Full charge when you cancel less than 12 hours before pickup",
  },
];

export const CANCELLATION_POLICY =
  "Cancel 24 hours or more before pickup for a full refund. Cancellations 12 to 24 hours before pickup are refunded 50%, and cancellations less than 12 hours before pickup are charged in full.";

/** PRODUCT.md, "Changes": customers change their own booking until this many hours before pickup. */
export const CUSTOMER_CHANGE_CUTOFF_HOURS = 12;

/** When the team answers a contact message. */
export const RESPONSE_TIME = "within 24 hours";
