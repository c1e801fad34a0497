export { FLEET, LEADERS, SERVICES } from "./catalog";
export { placesUpsertStatements, servedVenueRows } from "./places";
export { catalogSeedStatements, sqlLiteral } from "./sql";
export { SERVED_VENUES } from "./venues";
