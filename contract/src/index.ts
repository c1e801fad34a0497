export * from "./remotes";
export * from "./schemas/catalog";
export * from "./schemas/config";
export * from "./site";
