import { type RefObject, useEffect, useRef } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import { type EarlyKeys, ownsKeys } from "./feed-keys.ts";
import { clipUrl, type FeedState, indexAt, needsMore } from "./feed-window.ts";
import type { FeedPlayback } from "./use-feed-playback.ts";
import { clipCard, shareClipOnWechat } from "./wechat-clip-card.ts";
import { createWheelGesture, wheelPixels } from "./wheel-gesture.ts";

/** The address changes once the feed has rested on a clip this long, not for each clip swept past. */
const ADDRESS_SETTLE_MS = 250;

type Props = {
  scroller: RefObject<HTMLElement | null>;
  feed: FeedState;
  active: number;
  setActive: (index: number) => void;
  loadMore: () => void;
  step: (by: number) => void;
  playback: FeedPlayback;
  /** Steps asked by key before this chunk was here (the feed keeps them), and whether it is here. */
  early: EarlyKeys;
};

/**
 * What moves the short-video feed: the clip in view becomes the current one as the feed scrolls
 * (a touch swipe is the browser's own snapped scroll); a wheel gesture and the arrow and page keys
 * step one clip; space pauses, m mutes. It pauses the clip while the page is hidden and resumes it
 * when shown, fetches the next page near the end, and keeps the address bar, the title and WeChat's
 * share card on the visible clip, so a share shares what the visitor sees.
 */
export function SvideoController(props: Props) {
  const { scroller, feed, active, loadMore, early } = props;
  const latest = useRef(props);
  latest.current = props;

  // From now on the keys are this controller's; those pressed before it came are done now.
  useEffect(() => {
    early.mounted = true;
    for (const by of early.steps.splice(0)) latest.current.step(by);
    return () => {
      early.mounted = false;
    };
  }, [early]);
  const { t, locale } = useI18n();
  const root = useRootData();
  const api = useBrowserApi();
  const siteName = root?.site.siteName ?? t("site.defaultTitle");
  const siteDescription = root?.site.description ?? t("site.defaultDescription");
  const wapHost = root?.config.wapHost;

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const { feed, setActive } = latest.current;
      setActive(indexAt(el.scrollTop, el.clientHeight, feed.clips.length + 1));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(read);
    };
    // The visitor may have swiped before this chunk arrived.
    read();
    const gesture = createWheelGesture();
    const onWheel = (event: WheelEvent) => {
      // A trackpad's pinch arrives as a wheel with ctrl: the browser's zoom, not the feed's.
      if (event.ctrlKey) return;
      event.preventDefault();
      const by = gesture(wheelPixels(event, el.clientHeight), event.timeStamp);
      if (by) latest.current.step(by);
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener("scroll", onScroll);
      el.removeEventListener("wheel", onWheel);
    };
  }, [scroller]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        ownsKeys(event.target)
      ) {
        return;
      }
      const { step, playback } = latest.current;
      const onControl = event.target instanceof Element && !!event.target.closest("a, button");
      switch (event.key) {
        case "ArrowDown":
        case "PageDown":
          step(1);
          break;
        case "ArrowUp":
        case "PageUp":
          step(-1);
          break;
        case " ":
          // Space presses a focused button or link; elsewhere it pauses, as in every player.
          if (onControl) return;
          playback.togglePause();
          break;
        case "k":
          playback.togglePause();
          break;
        case "m":
          playback.toggleMute();
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    const onVisibility = () => latest.current.playback.setHidden(document.visibilityState === "hidden");
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  useEffect(() => {
    if (needsMore(active, feed.clips.length, feed.hasMore, feed.status !== "idle")) loadMore();
  }, [active, feed.clips.length, feed.hasMore, feed.status, loadMore]);

  const clip = feed.clips[active];
  useEffect(() => {
    if (!clip) return;
    const timer = setTimeout(() => {
      // Left for another page (login, a link) meanwhile: its address is not the feed's to change.
      if (!window.location.pathname.includes("/svideo/")) return;
      const url = clipUrl(clip, locale, window.location.search);
      if (url !== window.location.pathname + window.location.search) {
        // The router's own state is kept: back and forward still work as they did.
        window.history.replaceState(window.history.state, "", url);
        if (api && wapHost) shareClipOnWechat(api, clipCard(clip, locale, wapHost, siteDescription));
      }
      document.title = clip.title === siteName ? clip.title : `${clip.title} - ${siteName}`;
    }, ADDRESS_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [clip, locale, siteName, api, wapHost, siteDescription]);

  return null;
}
