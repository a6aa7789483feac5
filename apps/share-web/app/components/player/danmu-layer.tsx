import { DANMU_WINDOW_MAX_MS, type Danmu } from "@davmu/contract/client";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useServiceEffect } from "../../platform/data/use-service-effect.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { onSentDanmu } from "./danmu-bus.ts";
import { type DanmuCap, type DanmuDensity, danmuCap, LANE_HEIGHT } from "./danmu-density.ts";
import { createLanes, DANMU_SECONDS, danmuLife, danmuSpeed, firstAfter, type Placed } from "./danmu-lanes.ts";
import { useDanmuDensity } from "./use-danmu-density.ts";

/** A jump of the video's time larger than this is a seek: what is on screen is cleared. */
const SEEK_GAP = 1.5;

/** A danmu on screen: its element, and whether it is the visitor's own. */
type Shown = Placed & { el: HTMLElement; mine: boolean };

/** How far ahead of the video's time scrolling danmu are put on the belt, in seconds. */
const LOOKAHEAD = 0.5;
/** How often the belt takes new danmu and drops those gone, in seconds of video. */
const BATCH = 0.25;
/** The belt is moved back in step with the video when it is off by more than this, in ms. */
const DRIFT_MS = 120;
/**
 * How far the belt's one animation reaches, in seconds of video: six hours. Further into a video,
 * it stands at its end until the next seek (none of the site's videos is as long).
 */
const BELT_SECONDS = 6 * 3600;

/** The frame around the visitor's own danmu (video-player.css): padding and border, both sides. */
const OWN_FRAME = 10;

/**
 * A danmu's width from its text's metrics in the layer's font (danmu-layer.css), the font read
 * once: no frame forces a layout to learn it. Where no canvas can measure, from the text's length.
 */
function textMeasure(box: HTMLElement): (text: string, mine: boolean) => number {
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = document.createElement("canvas").getContext("2d");
  } catch {
    // No canvas (a test's DOM): estimated below.
  }
  if (context) context.font = `600 16px ${getComputedStyle(box).fontFamily || "sans-serif"}`;
  return (text, mine) =>
    Math.ceil(context ? context.measureText(text).width : text.length * 16) + (mine ? OWN_FRAME : 0);
}

/**
 * The danmu over the video, in time with it: each one's place is computed from the video's
 * current time at every frame, so pausing holds them, a faster rate speeds them, a seek clears
 * them. Text only ever goes in as text (`textContent`), the colour only as a checked #rrggbb.
 * How many fly, in how many lanes, follows the player's size and the visitor's density
 * (`density`, else the one they keep: danmu-density.ts); with `captionsShown` they stay above the
 * captions' band. With reduced motion, a short static list of the latest danmu instead of flying text.
 */
export function DanmuLayer({
  id,
  video,
  density,
  captionsShown = false,
}: {
  id: string;
  video: RefObject<HTMLVideoElement | null>;
  /** The visitor's level; without it, the one they keep (useDanmuDensity). */
  density?: DanmuDensity;
  /** Captions are drawn over the picture: the danmu leave the bottom band to them. */
  captionsShown?: boolean;
}) {
  const { t } = useI18n();
  const keptDensity = useDanmuDensity().density;
  const level = density ?? keptDensity;
  const layer = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [reduced] = useState(() => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false);
  const [recent, setRecent] = useState<Danmu[]>([]);
  const [listSize, setListSize] = useState(
    () => danmuCap({ width: 0, height: 0, density: level, reducedMotion: true, captionsShown }).listSize,
  );
  const all = useRef<Danmu[]>([]);
  /** The visitor's own, just sent: always shown, with a frame, crowded or not. */
  const own = useRef(new Set<string>());

  // The danmu of the video, window by window as playback reaches them.
  useServiceEffect(
    (api, alive) => {
      const el = video.current;
      if (!el) return;
      const asked = new Set<number>();
      const seen = new Set<string>();
      const load = async (window: number) => {
        if (asked.has(window)) return;
        asked.add(window);
        let from = window * DANMU_WINDOW_MAX_MS;
        const to = from + DANMU_WINDOW_MAX_MS;
        for (;;) {
          const page = await api.danmuList({ params: { id }, query: { from, to } }).catch(() => null);
          if (!page || !alive()) return;
          const fresh = page.list.filter((d) => !seen.has(d.id));
          for (const d of fresh) seen.add(d.id);
          all.current = [...all.current, ...fresh].sort((a, b) => a.offset_ms - b.offset_ms);
          const last = page.list.at(-1);
          if (!page.has_more || !last || last.offset_ms <= from) return;
          from = last.offset_ms;
        }
      };
      const onTime = () => void load(Math.floor((el.currentTime * 1000) / DANMU_WINDOW_MAX_MS));
      onTime();
      el.addEventListener("timeupdate", onTime);
      return () => el.removeEventListener("timeupdate", onTime);
    },
    [id, video],
  );

  // What the visitor sends flies at once, among the others.
  useEffect(
    () =>
      onSentDanmu((videoId, danmu) => {
        if (videoId !== id || all.current.some((d) => d.id === danmu.id)) return;
        own.current.add(danmu.id);
        all.current = [...all.current, danmu].sort((a, b) => a.offset_ms - b.offset_ms);
      }),
    [id],
  );

  // Flying text, on a belt: every scrolling danmu rides one layer (`.danmu__belt`) that moves left
  // at one speed, in the video's time, as one animation the compositor runs. A danmu that starts at
  // second t is put once where the stage's right edge is at t, and never moved again; no frame of
  // the page's own moves or repaints anything, so hundreds on screen cost the main thread nothing a
  // frame (docs/decisions/0113). The belt keeps the video's time: paused while it pauses or waits, at
  // its rate, set back in step when it drifts, cleared on a seek. A frame of the page only starts the
  // danmu whose time came and removes those whose time is over; a top or bottom one stands still
  // on the layer itself. The layer's size comes from a ResizeObserver and a danmu's width from its
  // text's metrics, so no frame reads layout; the cap follows the size.
  useEffect(() => {
    const el = video.current;
    const box = layer.current;
    if (!el || !box || reduced) return;
    let width = box.clientWidth;
    let height = box.clientHeight;
    const capFor = (): DanmuCap =>
      danmuCap({ width, height, density: level, reducedMotion: false, captionsShown });
    let cap = capFor();
    let lanes = createLanes(cap.lanes, cap.perSecond, cap.fixedLanes);
    let shown: Shown[] = [];
    /** How many of `shown` are others' (the visitor's own never count against the cap). */
    let others = 0;
    let last = el.currentTime;
    /** The others' scrolling danmu are on the belt up to this second of the video. */
    let ahead = el.currentTime;
    /** When the belt was last swept of the danmu that have left the stage. */
    let swept = el.currentTime;
    let frame = 0;
    const belt = document.createElement("div");
    belt.className = "danmu__belt";
    box.append(belt);
    let motion: Animation | null = null;
    /** The belt's one animation: from where it stands at second 0 to where it stands at BELT_SECONDS. */
    const runBelt = () => {
      const to = `translateX(${(-danmuSpeed(width) * BELT_SECONDS).toFixed(1)}px)`;
      const frames: Keyframe[] = [{ transform: "translateX(0)" }, { transform: to }];
      if (motion) (motion.effect as KeyframeEffect).setKeyframes(frames);
      else if (typeof belt.animate === "function")
        motion = belt.animate(frames, { duration: BELT_SECONDS * 1000, easing: "linear", fill: "both" });
      follow();
    };
    /** Where a danmu stands: a scrolling one on the belt where the right edge is at its start. */
    const lay = (s: Shown) => {
      const y = s.danmu.mode === "bottom" ? height - (s.lane + 1) * LANE_HEIGHT : s.lane * LANE_HEIGHT;
      const x = s.danmu.mode === "scroll" ? width + s.start * danmuSpeed(width) : (width - s.width) / 2;
      s.el.style.transform = `translate(${x.toFixed(1)}px, ${y}px)`;
    };
    /** The belt in step with the video: its time, its rate, paused or running. */
    function follow() {
      if (!motion) return;
      const running = !el!.paused && el!.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA;
      if (motion.playbackRate !== el!.playbackRate) motion.updatePlaybackRate(el!.playbackRate);
      const due = el!.currentTime * 1000;
      if (Math.abs(Number(motion.currentTime) - due) > DRIFT_MS) motion.currentTime = due;
      if (running && motion.playState !== "running") motion.play();
      else if (!running && motion.playState === "running") motion.pause();
    }
    const clear = () => {
      for (const s of shown) s.el.remove();
      shown = [];
      others = 0;
      lanes = createLanes(cap.lanes, cap.perSecond, cap.fixedLanes);
      ahead = swept = el.currentTime;
    };
    const resized = new ResizeObserver(([entry]) => {
      if (!entry) return;
      width = entry.contentRect.width;
      height = entry.contentRect.height;
      const next = capFor();
      if (
        next.lanes !== cap.lanes ||
        next.fixedLanes !== cap.fixedLanes ||
        next.perSecond !== cap.perSecond ||
        next.onScreen !== cap.onScreen
      ) {
        cap = next;
        // New lanes for the new size; what flies in a lane that is gone leaves at once.
        lanes = createLanes(cap.lanes, cap.perSecond, cap.fixedLanes);
        shown = shown.filter((s) => {
          if (s.lane < (s.danmu.mode === "scroll" ? cap.lanes : cap.fixedLanes) || s.mine) return true;
          s.el.remove();
          others--;
          return false;
        });
      }
      // A new width is a new speed: the belt and what rides it are laid out again for it.
      for (const s of shown) lay(s);
      runBelt();
    });
    resized.observe(box);
    runBelt();
    const measure = textMeasure(box);
    /**
     * The danmu whose time is between `from` and `to` that `pass` takes, placed in their lanes: a
     * scrolling one goes on the belt where it enters at its time, which may still be to come.
     */
    const start = (from: number, to: number, pass: (d: Danmu, mine: boolean) => boolean) => {
      const list = all.current;
      let room = cap.onScreen - others;
      const scrolling: HTMLElement[] = [];
      const standing: HTMLElement[] = [];
      for (let i = firstAfter(list, from); i < list.length; i++) {
        const d = list[i]!;
        const at = d.offset_ms / 1000;
        if (at > to) break;
        const mine = own.current.has(d.id);
        if (!pass(d, mine)) continue;
        // The screen is full: the others of this frame are dropped before they cost an element.
        if (!mine && room <= 0) continue;
        // With captions on, the bottom lanes are theirs: a bottom danmu takes a top lane.
        const danmu: Danmu = d.mode === "bottom" && cap.bottom === "top" ? { ...d, mode: "top" } : d;
        const w = measure(d.text, mine);
        const placed =
          lanes.place(danmu, at, w, width) ?? (mine ? { danmu, lane: 0, start: at, width: w } : null);
        if (!placed) continue;
        if (!mine) room--;
        const node = document.createElement("span");
        node.className = mine ? "danmu__item danmu__item--own" : "danmu__item";
        node.textContent = d.text;
        node.style.color = /^#[0-9a-f]{6}$/i.test(d.colour) ? d.colour : "#ffffff";
        const s: Shown = { ...placed, el: node, mine };
        lay(s);
        shown.push(s);
        if (!mine) others++;
        (danmu.mode === "scroll" ? scrolling : standing).push(node);
      }
      if (scrolling.length) belt.append(...scrolling);
      if (standing.length) box.append(...standing);
    };
    const draw = () => {
      frame = 0;
      const now = el.currentTime;
      if (now < last || now - last > SEEK_GAP) clear();
      else {
        // A top or bottom one, and the visitor's own just sent, at its time.
        start(last, now, (d, mine) => mine || d.mode !== "scroll");
        // The others' scrolling ones a few at a time, ahead of their time: each enters the stage
        // at its own second wherever it was put on the belt, and the page changes a few times a
        // second rather than at every frame.
        if (now + LOOKAHEAD - ahead >= BATCH) {
          start(ahead, now + LOOKAHEAD, (d, mine) => !mine && d.mode === "scroll");
          ahead = now + LOOKAHEAD;
        }
      }
      last = now;
      // Those whose time is over leave: a top or bottom one at once, those on the belt (off the
      // stage by then) a few at a time. In place: a frame allocates no new list.
      const sweep = now - swept >= BATCH;
      if (sweep) swept = now;
      let kept = 0;
      for (const s of shown) {
        const over = now - s.start > danmuLife(s.danmu.mode, s.width, width);
        if (over && (sweep || s.danmu.mode !== "scroll")) {
          s.el.remove();
          if (!s.mine) others--;
          continue;
        }
        shown[kept++] = s;
      }
      shown.length = kept;
      if (!el.paused) frame = requestAnimationFrame(draw);
    };
    const run = () => {
      follow();
      frame ||= requestAnimationFrame(draw);
    };
    const seeked = () => {
      clear();
      last = el.currentTime;
      run();
    };
    const events = ["pause", "waiting", "ratechange", "timeupdate"] as const;
    el.addEventListener("play", run);
    el.addEventListener("playing", run);
    el.addEventListener("seeked", seeked);
    for (const name of events) el.addEventListener(name, follow);
    if (!el.paused) run();
    return () => {
      el.removeEventListener("play", run);
      el.removeEventListener("playing", run);
      el.removeEventListener("seeked", seeked);
      for (const name of events) el.removeEventListener(name, follow);
      resized.disconnect();
      if (frame) cancelAnimationFrame(frame);
      clear();
      motion?.cancel();
      belt.remove();
    };
  }, [video, reduced, level, captionsShown]);

  // Reduced motion: as many lines as the player's size and the density allow.
  useEffect(() => {
    const frame = list.current?.parentElement;
    if (!frame || !reduced) return;
    const resized = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setListSize(danmuCap({ width, height, density: level, reducedMotion: true, captionsShown }).listSize);
    });
    resized.observe(frame);
    return () => resized.disconnect();
  }, [reduced, level, captionsShown]);

  // Reduced motion: the latest few, as a list that changes only with the video's time.
  useEffect(() => {
    const el = video.current;
    if (!el || !reduced) return;
    const update = () => {
      const now = el.currentTime * 1000;
      const upTo = all.current.filter((d) => d.offset_ms <= now && d.offset_ms > now - DANMU_SECONDS * 1000);
      setRecent(upTo.slice(-listSize));
    };
    update();
    el.addEventListener("timeupdate", update);
    return () => el.removeEventListener("timeupdate", update);
  }, [video, reduced, listSize]);

  if (reduced) {
    return (
      <ol ref={list} className="danmu danmu--list" aria-label={t("video.danmuList")}>
        {recent.map((d) => (
          <li key={d.id} className="danmu__line" style={{ color: d.colour }}>
            {d.text}
          </li>
        ))}
      </ol>
    );
  }
  return <div ref={layer} className="danmu" aria-hidden="true" data-danmu="on" data-density={level} />;
}
