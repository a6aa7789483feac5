import { localeFromPath, localePath } from "./i18n/locales.ts";
import { BASENAME } from "./seo.ts";

/** Spec §9: the PC redirect waits this long after start. */
export const PC_REDIRECT_DELAY_MS = 200;

/** Spec §1: a screen at least this wide (and wider than tall) is a desktop. */
export const DESKTOP_MIN_WIDTH = 1000;

export const MOBILE_UA =
  /Android|iPhone|iPod|iPad|Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|HarmonyOS|OpenHarmony|webOS|Kindle|Silk/i;

export type ScreenFacts = {
  width: number;
  height: number;
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS sends a desktop (Macintosh) user agent but has touch. */
  maxTouchPoints: number;
};

export function isMobileUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  if (MOBILE_UA.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** Spec §1: width ≥ 1000 and wider than tall, or a non-mobile user agent. */
export function isDesktop(s: ScreenFacts): boolean {
  const wide = s.width >= DESKTOP_MIN_WIDTH && s.width > s.height;
  return wide || !isMobileUserAgent(s.userAgent, s.maxTouchPoints);
}

export type PageFacts = ScreenFacts & {
  /** window.top !== window.self: the page is shown inside a frame (the PC page's phone, say). */
  inFrame: boolean;
  /** The site path without the basename, e.g. /en/mp/doc/2026/03/AbCdEf12. */
  pathname: string;
  search: string;
};

/** Whether this page view goes to the PC share page. */
export function shouldRedirectToPc(p: PageFacts): boolean {
  if (p.inFrame) return false;
  if (new URLSearchParams(p.search).has("url")) return false;
  if (isPcPagePath(p.pathname)) return false;
  return isDesktop(p);
}

/**
 * The PC share page itself, in any locale, however the router would read the path: it matches
 * without regard to case (`/PC`) and decodes percent-encoding (`/%70c`) before matching.
 */
export function isPcPagePath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed path is not a page the router would show.
  }
  return /^(\/en)?\/+pc\/*$/i.test(decoded);
}

/** The PC share page on the wap host, in the page's locale, carrying the page's address. */
export function pcShareUrl(wapHost: string, currentHref: string, pathname: string): string {
  const pc = localePath(localeFromPath(pathname), "/pc");
  return `${wapHost.replace(/\/$/, "")}${BASENAME}${pc}?url=${encodeURIComponent(currentHref)}`;
}
