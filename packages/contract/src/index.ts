export * from "./app.ts";
export * from "./constants.ts";
export * from "./content.ts";
export * from "./envelope.ts";
export * from "./paths.ts";
export * from "./preview.ts";
export * from "./tracker.ts";
export * from "./tracker-constants.ts";
