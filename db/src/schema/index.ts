export * from "./bookings";
export * from "./catalog";
export * from "./messages";
export * from "./payments";
export * from "./people";
export * from "./places";
export * from "./pricing";
export * from "./releases";
