/**
 * Every zod schema of the contract in one namespace. Servers import it whole and hand it to a
 * call's schema selectors (call.ts); the browser imports only its type, so no schema reaches it.
 */
export * from "./account.ts";
export * from "./album.ts";
export * from "./app.ts";
export * from "./catalogue.ts";
export * from "./comment.ts";
export * from "./community.ts";
export * from "./content.ts";
export * from "./content-media.ts";
export * from "./danmu.ts";
export * from "./editorial.ts";
export * from "./envelope.ts";
export * from "./forms.ts";
export * from "./invite.ts";
export * from "./law.ts";
export * from "./lbs.ts";
export * from "./live.ts";
export * from "./mini-program.ts";
export * from "./mp.ts";
export * from "./preview.ts";
export * from "./review.ts";
export * from "./search.ts";
export * from "./sitemap.ts";
export * from "./social.ts";
export * from "./topic.ts";
export * from "./tracker.ts";
export * from "./wxshare.ts";
