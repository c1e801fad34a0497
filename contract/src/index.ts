export * from "./policy";
export * from "./remotes";
export * from "./rules/time-slots";
export * from "./schemas/catalog";
export * from "./schemas/config";
export * from "./schemas/contact";
export * from "./site";
