import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useAfterLoad } from "../../platform/after-load/use-after-load.ts";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import type { Deferred } from "../../platform/deferred.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useWaitingAction } from "../../platform/session/use-session.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import { OpenAppBar } from "../open-app/open-app-bar.tsx";
import { shareLink } from "../share/share-link.ts";
import { type ClipPage, type ClipView, toClipView } from "./clip-view.ts";
import { type EarlyKeys, keyStep, ownsKeys } from "./feed-keys.ts";
import { addPage, clipUrl, FEED_PAGE_SIZE, type FeedState, slideMount, stepTo } from "./feed-window.ts";
import { SvideoChrome } from "./svideo-chrome.tsx";
import { SvideoEnd } from "./svideo-end.tsx";
import { SvideoSlide } from "./svideo-slide.tsx";
import { useFeedPlayback } from "./use-feed-playback.ts";

const ClipComments = lazyPart(
  () => import("./clip-comments.tsx").then((m) => m.ClipComments),
  "clip-comments",
);

const SvideoController = lazyPart(
  () => import("./svideo-controller.tsx").then((m) => m.SvideoController),
  "svideo-controller",
);

/** A step by key or button that has not arrived in this long (a touch stopped it) is forgotten. */
const STEP_TIMEOUT_MS = 900;

type Props = {
  /** The shared clip: first, and the page's first paint. */
  first: ClipView;
  /** The first page of more short videos, from the loader; null when it could not be read. */
  more: Deferred<ClipPage | null>;
};

/**
 * The short-video feed: full-screen clips one under the other, snapped, the shared one first, as
 * the short-video apps show them. The server renders the first clip's poster, play mark and
 * overlay; the feed's other clips join once the page has hydrated. What moves the feed (scroll,
 * wheel, keys), follows the page's visibility, fetches more and keeps the address on the visible
 * clip is the controller, a chunk loaded once the page is idle or at the first tap.
 */
export function SvideoFeed({ first, more }: Props) {
  const { t, locale } = useI18n();
  const config = useRootData()?.config;
  const [feed, setFeed] = useState<FeedState>({
    clips: [first],
    pageindex: 0,
    hasMore: true,
    status: "loading",
  });
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState("");
  /** The clip whose comments are open over the feed. */
  const [commenting, setCommenting] = useState<ClipView | null>(null);
  // Back from /auth after a tap in the shared clip's comments: they are open again, and do it.
  useWaitingAction(["comment", "comment-like"], () => setCommenting(first));
  const playback = useFeedPlayback(active);
  const scroller = useRef<HTMLElement>(null);
  const latest = useRef({ feed, active });
  latest.current = { feed, active };
  const heading = useRef<{ to: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const loading = useRef(false);
  const idle = useAfterLoad();
  // Arrow keys pressed before the controller came: kept for it, and it is fetched at once.
  const early = useRef<EarlyKeys>({ mounted: false, steps: [] }).current;
  const [keyed, setKeyed] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const by = keyStep(event.key);
      if (early.mounted || !by || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey)
        return;
      if (ownsKeys(event.target)) return;
      event.preventDefault();
      early.steps.push(by);
      setKeyed(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [early]);

  useEffect(() => {
    let live = true;
    const failed = () => {
      if (live) setFeed((f) => ({ ...f, status: "error" }));
    };
    // A page the loader could not read is null; one the stream lost rejects. Either way: a retry.
    Promise.resolve(more).then((page) => {
      if (!page) return failed();
      if (live) setFeed((f) => addPage(f, page));
    }, failed);
    return () => {
      live = false;
    };
  }, [more]);

  const loadMore = useCallback(async () => {
    if (!config || loading.current) return;
    loading.current = true;
    setFeed((f) => ({ ...f, status: "loading" }));
    try {
      // The client is fetched with the first page asked for: most visits never swipe that far.
      const { initBrowserApi } = await import("../../platform/browser-api.ts");
      const page = await initBrowserApi(config).contentList({
        query: { type: "svideo", pageindex: latest.current.feed.pageindex + 1, pagesize: FEED_PAGE_SIZE },
      });
      const clips = page.list.map(toClipView);
      setFeed((f) => addPage(f, { clips, pageindex: page.pageindex, hasMore: page.has_more }));
    } catch {
      setFeed((f) => ({ ...f, status: "error" }));
    } finally {
      loading.current = false;
    }
  }, [config]);

  /** Scrolls `step` clips on (the end slide counts): from where a step under way is going, if one is. */
  const step = useCallback((by: number) => {
    const el = scroller.current;
    if (!el) return;
    const { feed, active } = latest.current;
    const to = stepTo(heading.current?.to ?? active, by, feed.clips.length + 1);
    if (heading.current) clearTimeout(heading.current.timer);
    heading.current = { to, timer: setTimeout(() => (heading.current = null), STEP_TIMEOUT_MS) };
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    el.scrollTo({ top: to * el.clientHeight, behavior: still ? "auto" : "smooth" });
  }, []);

  const share = useCallback(
    async (clip: ClipView) => {
      const url = new URL(clipUrl(clip, locale, window.location.search), window.location.href).href;
      if ((await shareLink(clip, url)) === "copied") setNotice(t("svideo.linkCopied"));
    },
    [locale, t],
  );
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(""), 2500);
    return () => clearTimeout(timer);
  }, [notice]);

  const started = playback.mode !== "idle";
  const current = feed.clips[active] ?? feed.clips[feed.clips.length - 1] ?? first;
  return (
    <div className="page page--svideo">
      {/* First in the tab order: the controls over every clip, then the clip's own links. */}
      <SvideoChrome
        playback={playback}
        canGoBack={active > 0}
        canGoOn={active < feed.clips.length}
        onClip={active < feed.clips.length}
        onStep={step}
        captionLang={feed.clips[active]?.media?.captions[0]?.lang ?? null}
      />
      <main ref={scroller} className="svfeed" aria-label={t("svideo.feed")}>
        {feed.clips.map((clip, i) => (
          <SvideoSlide
            key={clip.id}
            clip={clip}
            index={i}
            active={i === active}
            mount={slideMount(i, active, started, playback.warm)}
            playback={playback}
            onShare={share}
            onComments={setCommenting}
            onNotice={setNotice}
          />
        ))}
        <SvideoEnd feed={feed} onRetry={loadMore} />
      </main>
      <p className="svfeed__notice" role="status">
        {notice}
      </p>
      {(idle || started || keyed) && (
        <Suspense fallback={null}>
          <SvideoController
            scroller={scroller}
            feed={feed}
            active={active}
            setActive={setActive}
            loadMore={loadMore}
            step={step}
            playback={playback}
            early={early}
          />
        </Suspense>
      )}
      {commenting && (
        <Suspense fallback={null}>
          <ClipComments clip={commenting} onClose={() => setCommenting(null)} />
        </Suspense>
      )}
      <OpenAppBar target={{ path: "content", params: { type: "svideo", id: current.id } }} />
    </div>
  );
}
