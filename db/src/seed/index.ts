export { FLEET, SERVICES } from "./catalog";
export { catalogSeedStatements, sqlLiteral } from "./sql";
