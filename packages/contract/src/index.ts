export * from "./call.ts";
export * from "./calls.ts";
export * from "./constants.ts";
export * from "./paths.ts";
export * from "./read-envelope.ts";
export * from "./schemas.ts";
export * from "./tracker-constants.ts";
export * from "./wxshare-constants.ts";
