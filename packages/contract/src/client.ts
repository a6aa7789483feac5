/**
 * The browser's entry to the contract: the call declarations, constants, paths and types only.
 * Importing the schemas would pull zod into the first load; the server validates, the browser
 * relies on the types, which it takes from the schemas without loading them.
 */

export type * from "./account.ts";
export * from "./account-constants.ts";
export type * from "./album.ts";
export type * from "./app.ts";
export * from "./call.ts";
export * from "./calls.ts";
export type * from "./catalogue.ts";
export type * from "./comment.ts";
export * from "./comment-constants.ts";
export type * from "./community.ts";
export * from "./community-constants.ts";
export * from "./constants.ts";
export type * from "./content.ts";
export type * from "./content-media.ts";
export * from "./content-type-names.ts";
export type * from "./danmu.ts";
export type * from "./editorial.ts";
export type * from "./envelope.ts";
export type * from "./forms.ts";
export * from "./forms-constants.ts";
export type * from "./invite.ts";
export type * from "./law.ts";
export type * from "./lbs.ts";
export type * from "./live.ts";
export * from "./live-constants.ts";
export * from "./media-constants.ts";
export * from "./media-widths.ts";
export type * from "./mini-program.ts";
export type * from "./mp.ts";
export * from "./paths.ts";
export * from "./prefixes.ts";
export type * from "./preview.ts";
export * from "./read-envelope.ts";
export type * from "./review.ts";
export type * from "./search.ts";
export * from "./search-constants.ts";
export type * from "./sitemap.ts";
export type * from "./social.ts";
export * from "./streams.ts";
export type * from "./topic.ts";
export type * from "./tracker.ts";
export * from "./tracker-constants.ts";
export type * from "./wxshare.ts";
export * from "./wxshare-constants.ts";
