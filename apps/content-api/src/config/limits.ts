/**
 * What one client address or user may do: the rate limits of the calls, the live streams one
 * visitor may hold open, the proxies whose X-Forwarded-For is believed, and the words that hold a
 * comment or danmu for review.
 */
import { envInt, envList } from "@davmu/env";
import { z } from "zod";
import { parseTrustedProxies, type TrustedProxies } from "../http/client-address.ts";

export const LimitsEnv = z.object({
  /** Danmu one client address may send a minute. */
  CONTENT_API_DANMU_RATE: envInt(20, 1, 100_000),
  CONTENT_API_TRACKER_RATE: envInt(120, 1, 100_000),
  /**
   * Anonymous-token calls a minute one client address may make, on average, and at once: a
   * carrier's NAT puts thousands of visitors behind one address (docs/decisions/0091).
   */
  CONTENT_API_TOKEN_RATE: envInt(60, 1, 100_000),
  CONTENT_API_TOKEN_BURST: envInt(300, 1, 1_000_000),
  /**
   * Editor calls a minute one client address may make, right token or wrong, with twice as many
   * at once: an editor's tool makes a few; a script guessing the token would make thousands.
   */
  CONTENT_API_EDITOR_RATE: envInt(30, 1, 100_000),
  /**
   * Pictures one client address may upload to activity forms a minute, whoever the visitors
   * are: tokens cost nothing to mint, so a limit per token alone does not bound the disk.
   */
  CONTENT_API_UPLOAD_RATE: envInt(30, 1, 100_000),
  /** Activity sign-ups one client address may send a minute, whichever users are logged in there. */
  CONTENT_API_SIGNUP_RATE: envInt(30, 1, 100_000),
  /**
   * Live push streams one visitor (token) and one client address may hold open in a process:
   * a visitor has a few tabs, a carrier NAT many visitors.
   */
  CONTENT_API_LIVE_STREAMS_PER_VISITOR: envInt(6, 1, 10_000),
  CONTENT_API_LIVE_STREAMS_PER_ADDRESS: envInt(2000, 1, 1_000_000),
  /** Proxies (addresses, CIDR ranges) whose X-Forwarded-For is believed; none: the socket's address. */
  CONTENT_API_TRUSTED_PROXIES: z
    .string()
    .default("")
    .refine(isProxyList, "a comma-separated list of IP addresses and CIDR ranges"),
  /** Likes, collections and follows one user may set a minute. */
  CONTENT_API_SOCIAL_RATE: envInt(60, 1, 100_000),
  /** Comments one user may post a minute. */
  CONTENT_API_COMMENT_RATE: envInt(5, 1, 100_000),
  /** Words besides the built-in ones that hold a comment or danmu for review, comma-separated. */
  CONTENT_API_BLOCKED_WORDS: envList().default([]),
  /** Searches one client address may make a minute. */
  CONTENT_API_SEARCH_RATE: envInt(60, 1, 100_000),
});

export type LimitsConfig = {
  /** Danmu one client address may send a minute. */
  danmuRatePerMinute: number;
  /** Analytics calls a minute one client address may make (token bucket, bursts up to as many). */
  trackerRatePerMinute: number;
  /** Anonymous-token calls a minute one client address may make, on average. */
  tokenRatePerMinute: number;
  /** Anonymous-token calls one client address may make at once (a NAT's visitors arriving together). */
  tokenBurst: number;
  /** Editor calls a minute one client address may make, counted before the token is compared. */
  editorRatePerMinute: number;
  /** Form pictures one client address may upload a minute, whatever tokens it holds. */
  uploadRatePerMinute: number;
  /** Activity sign-ups one client address may send a minute. */
  signupRatePerMinute: number;
  /** Live push streams one visitor and one client address may hold open in a process. */
  liveStreamCaps: { perVisitor: number; perAddress: number };
  /** Proxies in front of the service whose X-Forwarded-For entries are trusted. */
  trustedProxies: TrustedProxies;
  /** Likes, collections and follows one user may set a minute. */
  socialRatePerMinute: number;
  /** Comments one user may post a minute. */
  commentRatePerMinute: number;
  /** Words besides the built-in ones that hold a comment or danmu for review. */
  blockedWords: string[];
  /** Searches one client address may make a minute. */
  searchRatePerMinute: number;
};

export function limitsConfig(e: z.output<typeof LimitsEnv>): LimitsConfig {
  return {
    danmuRatePerMinute: e.CONTENT_API_DANMU_RATE,
    trackerRatePerMinute: e.CONTENT_API_TRACKER_RATE,
    tokenRatePerMinute: e.CONTENT_API_TOKEN_RATE,
    tokenBurst: Math.max(e.CONTENT_API_TOKEN_BURST, e.CONTENT_API_TOKEN_RATE),
    editorRatePerMinute: e.CONTENT_API_EDITOR_RATE,
    uploadRatePerMinute: e.CONTENT_API_UPLOAD_RATE,
    signupRatePerMinute: e.CONTENT_API_SIGNUP_RATE,
    liveStreamCaps: {
      perVisitor: e.CONTENT_API_LIVE_STREAMS_PER_VISITOR,
      perAddress: e.CONTENT_API_LIVE_STREAMS_PER_ADDRESS,
    },
    trustedProxies: parseTrustedProxies(e.CONTENT_API_TRUSTED_PROXIES),
    socialRatePerMinute: e.CONTENT_API_SOCIAL_RATE,
    commentRatePerMinute: e.CONTENT_API_COMMENT_RATE,
    blockedWords: e.CONTENT_API_BLOCKED_WORDS,
    searchRatePerMinute: e.CONTENT_API_SEARCH_RATE,
  };
}

function isProxyList(list: string): boolean {
  try {
    parseTrustedProxies(list);
    return true;
  } catch {
    return false;
  }
}
