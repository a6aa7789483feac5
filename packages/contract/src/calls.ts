import { ACCOUNT_CALLS } from "./calls/accounts.ts";
import { CONTENT_CALLS } from "./calls/content.ts";
import { LIVE_CALLS } from "./calls/live.ts";
import { OPERATIONS_CALLS } from "./calls/operations.ts";
import { SECTION_CALLS } from "./calls/sections.ts";
import { SOCIAL_CALLS } from "./calls/social.ts";
import { WECHAT_CALLS } from "./calls/wechat.ts";

/**
 * The calls of spec §7 that the site makes and the reference service answers, each declared once:
 * method, path (with its service prefix), request schemas and the schema of the answer's `data`.
 * Both programs derive from this table: the service registers a handler per entry, the site gets a
 * typed function per entry. No zod is evaluated here (see CallDeclaration). Each area's calls are
 * declared in a file of their own under calls/; a new call goes into its area's.
 */
export const CALLS = {
  ...ACCOUNT_CALLS,
  ...SOCIAL_CALLS,
  ...CONTENT_CALLS,
  ...LIVE_CALLS,
  ...OPERATIONS_CALLS,
  ...WECHAT_CALLS,
  ...SECTION_CALLS,
} as const;

export type Calls = typeof CALLS;
export type CallName = keyof Calls;
