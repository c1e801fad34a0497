export * from "./bookings";
export * from "./catalog";
export * from "./messages";
export * from "./payments";
export * from "./people";
export * from "./places";
export * from "./releases";
export * from "./staff";
