export * from "./app.ts";
export * from "./constants.ts";
export * from "./content.ts";
export * from "./envelope.ts";
export * from "./paths.ts";
export * from "./wxshare.ts";
export * from "./wxshare-constants.ts";
