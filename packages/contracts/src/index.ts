export * from "./errors.ts";
export * from "./plans.ts";
export * from "./constants.ts";
export * from "./slot-grid.ts";
export * from "./schemas.ts";
export * from "./content-schemas.ts";
