import { CALLS, callPath, type PlayMilestone, TRACKER_TERMINAL } from "@davmu/contract/client";
import { browserApi } from "../browser-api.ts";
import { browserStorage } from "../browser-storage.ts";
import type { PublicConfig } from "../config.server.ts";
import { getDeviceMeta } from "../device.ts";
import { isEmbedPath } from "../embed-path.ts";
import { createExposeObserver } from "./expose-observer.ts";
import { createPlayProgress } from "./play-progress.ts";
import { createReadSession, readPercent } from "./read-depth.ts";
import { createTrackerQueue, type TrackerEvent } from "./tracker-queue.ts";
import { tokenSettled, visitorToken } from "./visitor-token.ts";

/**
 * The analytics tracker of spec §7, in the browser only: loaded on demand after hydration by
 * `track.ts`. Events are batched and sent through the site's HTTP client; when the page hides they go
 * by `navigator.sendBeacon`, as text/plain so the cross-origin request needs no preflight.
 */

/**
 * A beacon cannot carry the Authorization header the client sends, so its URL carries the token:
 * the service counts views by it (docs/decisions/0023).
 */
function beaconTarget(url: string): string {
  const token = visitorToken();
  return token ? `${url}?token=${encodeURIComponent(token)}` : url;
}

/** Resolves once the visitor's token is there or will not come (visitor-token.ts); set at start. */
let settled: Promise<void> | null = null;
let beaconUrl: string | null = null;
const exposedInView = new Set<string>();
const onHide = new Set<() => void>();
const onShow = new Set<() => void>();

const queue = createTrackerQueue({
  send: async (logs) => {
    await settled;
    await browserApi().trackerLog({ body: logs });
  },
  beacon: (body) => {
    if (!beaconUrl || typeof navigator.sendBeacon !== "function") return false;
    return navigator.sendBeacon(
      beaconTarget(beaconUrl),
      new Blob([body], { type: "text/plain;charset=UTF-8" }),
    );
  },
  device: () => getDeviceMeta(browserStorage("local"), navigator.userAgent),
  terminal: () => (isEmbedPath(window.location.pathname) ? "embed" : TRACKER_TERMINAL),
});

const push = (event: TrackerEvent) => queue.push(event);

const exposer = createExposeObserver({
  seen: (tid) => exposedInView.has(tid),
  onExpose: (tid) => {
    exposedInView.add(tid);
    push({ behavior: "expose", tids: [tid], at: Date.now() });
  },
});

function hide() {
  for (const fn of onHide) fn();
  queue.flushOnHide();
}

/** Once, with the public configuration: where beacons go, and the page-leave listeners. */
export function start(config: PublicConfig): void {
  if (beaconUrl) return;
  beaconUrl = `${config.apiBase.replace(/\/$/, "")}${callPath(CALLS.trackerLog, config.prefixes)}`;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") hide();
    else for (const fn of onShow) fn();
  });
  // iOS Safari may skip visibilitychange when a page is closed; pagehide still comes.
  window.addEventListener("pagehide", hide);
  settled = tokenSettled(config.apiTimeoutMs);
  // Says that leaving the page from now on sends what was recorded, counted by the visitor's token
  // (the browser tests wait for it).
  void settled.then(() => {
    document.documentElement.dataset.tracker = "ready";
  });
}

/** A new page view: items may be exposed again. */
export function newPageView(): void {
  exposedInView.clear();
}

export const observeExpose = (el: Element, tid: string) => exposer.observe(el, tid);

/** A view now, then reads: one per stretch the page is shown, with the deepest point reached in `body`. */
export function trackReading(tid: string, body: Element): () => void {
  push({ behavior: "view", tids: [tid], at: Date.now() });
  const session = createReadSession(() => Date.now());
  let frame = 0;
  const measure = () => {
    frame = 0;
    const rect = body.getBoundingClientRect();
    session.see(readPercent(rect.top, rect.height, window.innerHeight));
  };
  const onScroll = () => {
    frame ||= requestAnimationFrame(measure);
  };
  const leave = () => {
    measure();
    const read = session.end();
    if (read) push({ behavior: "read", tids: [tid], at: Date.now(), ...read });
  };
  const show = () => session.resume();
  measure();
  if (document.visibilityState === "hidden") session.end();
  window.addEventListener("scroll", onScroll, { passive: true });
  onHide.add(leave);
  onShow.add(show);
  return () => {
    window.removeEventListener("scroll", onScroll);
    if (frame) cancelAnimationFrame(frame);
    onHide.delete(leave);
    onShow.delete(show);
    leave();
  };
}

/**
 * How far `media` plays while it shows item `tid`: the start, 25/50/75 % and the end, once per
 * play-through (play-progress.ts); returns the cleanup.
 */
export function trackPlayback(tid: string, media: HTMLMediaElement): () => void {
  const progress = createPlayProgress();
  const report = (percents: PlayMilestone[]) => {
    for (const percent of percents) push({ behavior: "play", tids: [tid], at: Date.now(), percent });
  };
  // The file this item plays: a page that reuses the element for the next item (an album) changes
  // it before it tells this tracker to stop, and what plays then is not this item.
  let src: string | null = null;
  const ours = () => src === null || media.currentSrc === src;
  const onPlaying = () => {
    if (!ours()) return;
    src = media.currentSrc;
    report(progress.playing());
  };
  // A looping element (a short-video feed) never ends: its position wrapping round from near the
  // end to the start is its end, and the start of the next play-through.
  let last = 0;
  const onTime = () => {
    if (media.paused || !ours()) return;
    const now = media.currentTime;
    if (media.loop && now + 1 < last && last >= media.duration * 0.75) {
      report(progress.ended());
      report(progress.playing());
    }
    last = now;
    report(progress.position(now, media.duration));
  };
  const onEnded = () => {
    if (ours()) report(progress.ended());
  };
  // Captured: heard before the page's own listeners, one of which may move the element on to the
  // next item at the end (an album), which would keep the end from reaching listeners after it.
  media.addEventListener("playing", onPlaying, true);
  media.addEventListener("timeupdate", onTime, true);
  media.addEventListener("ended", onEnded, true);
  // The tracker may load after playback began: what already happened counts.
  if (!media.paused && media.readyState > 2) onPlaying();
  return () => {
    media.removeEventListener("playing", onPlaying, true);
    media.removeEventListener("timeupdate", onTime, true);
    media.removeEventListener("ended", onEnded, true);
  };
}
