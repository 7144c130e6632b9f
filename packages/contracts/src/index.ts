export * from "./errors.ts";
export * from "./plans.ts";
export * from "./constants.ts";
export * from "./schemas.ts";
export * from "./content-schemas.ts";
export * from "./booking-status.ts";
export * from "./patterns.ts";
export * from "./civil-date.ts";
