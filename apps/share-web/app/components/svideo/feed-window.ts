import { type Locale, localePath } from "../../platform/i18n/locales.ts";
import { BASENAME } from "../../platform/seo.ts";
import { contentHref } from "../content/content-href.ts";
import type { ClipPage, ClipView } from "./clip-view.ts";

/** Clips per page of the feed: the first page comes with the page, the next as the visitor nears the end. */
export const FEED_PAGE_SIZE = 6;
/** Clips this close to the current one have a `<video>`: it and its neighbours, ready to swipe to. */
export const VIDEO_REACH = 1;
/** Clips this close show their poster and overlay; farther ones are empty boxes of the feed's height. */
export const POSTER_REACH = 2;
/** When the current clip is this close to the last one, the next page is fetched. */
export const LOAD_AHEAD = 3;

/** What a slide of the feed holds: a video element, its poster only, or nothing. */
export type SlideMount = "video" | "poster" | "none";

/**
 * What the slide at `index` holds while `active` is the current clip. Before playback has started
 * (the first paint, or no autoplay), no slide has a video element, but for the current clip once it
 * may load ahead of the tap (`warm`). The shared clip keeps at least its poster and overlay: its
 * title is the page's heading.
 */
export function slideMount(index: number, active: number, started: boolean, warm = false): SlideMount {
  const distance = Math.abs(index - active);
  if (started && distance <= VIDEO_REACH) return "video";
  if (warm && distance === 0) return "video";
  return distance <= POSTER_REACH || index === 0 ? "poster" : "none";
}

/** The clip `step` away from `active` (1 the next, -1 the previous), kept inside the feed. */
export function stepTo(active: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, active + step));
}

/** The clip that fills most of the feed at a scroll position; `count` slides of `height` each. */
export function indexAt(scrollTop: number, height: number, count: number): number {
  if (height <= 0 || count <= 0) return 0;
  return stepTo(0, Math.round(scrollTop / height), count);
}

/** Whether to fetch the next page now: near the end, more to come, and not already fetching. */
export function needsMore(active: number, count: number, hasMore: boolean, loading: boolean): boolean {
  return hasMore && !loading && active >= count - LOAD_AHEAD;
}

/** The feed with a page added: a clip already in it (the shared one, a repeat across pages) stays once. */
export function mergeClips(current: readonly ClipView[], incoming: readonly ClipView[]): ClipView[] {
  const seen = new Set(current.map((c) => c.id));
  const fresh = incoming.filter((c) => {
    if (seen.has(c.id)) return false;
    seen.add(c.id);
    return true;
  });
  return fresh.length ? [...current, ...fresh] : [...current];
}

/** The feed's clips and where its paging stands. */
export type FeedState = {
  clips: ClipView[];
  /** The last page added (0: none yet). */
  pageindex: number;
  hasMore: boolean;
  status: "idle" | "loading" | "error";
};

/** The feed with a page of the list added. */
export function addPage(feed: FeedState, page: ClipPage): FeedState {
  return {
    clips: mergeClips(feed.clips, page.clips),
    pageindex: page.pageindex,
    hasMore: page.hasMore,
    status: "idle",
  };
}

/**
 * The address of a clip, for the address bar as the visitor swipes to it: the page of that clip in
 * the page's locale, with the query the page was opened with (a share's parameters travel on).
 */
export function clipUrl(
  clip: Pick<ClipView, "actor" | "type" | "id" | "publish_time">,
  locale: Locale,
  search: string,
): string {
  return `${BASENAME}${localePath(locale, contentHref(clip))}${search}`;
}
