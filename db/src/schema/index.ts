export * from "./bookings";
export * from "./catalog";
export * from "./idempotency";
export * from "./messages";
export * from "./payments";
export * from "./people";
export * from "./places";
export * from "./releases";
