import { DANMU_WINDOW_MAX_MS, type Danmu } from "@davmu/contract/client";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useServiceEffect } from "../../platform/data/use-service-effect.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { onSentDanmu } from "./danmu-bus.ts";
import { type DanmuCap, type DanmuDensity, danmuCap, LANE_HEIGHT } from "./danmu-density.ts";
import { createLanes, DANMU_SECONDS, firstAfter, type Placed } from "./danmu-lanes.ts";
import { useDanmuDensity } from "./use-danmu-density.ts";

/** A jump of the video's time larger than this is a seek: what is on screen is cleared. */
const SEEK_GAP = 1.5;

/** A danmu on screen: its element, whether it is the visitor's own, the transform last written. */
type Shown = Placed & { el: HTMLElement; mine: boolean; laid: string };

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

  // Flying text: placed and moved from the video's time. A frame reads no layout (a danmu's width
  // comes from its text's metrics, the layer's size from a ResizeObserver, full screen included)
  // and writes only the transforms that changed; the cap follows the size.
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
    let frame = 0;
    const clear = () => {
      for (const s of shown) s.el.remove();
      shown = [];
      others = 0;
      lanes = createLanes(cap.lanes, cap.perSecond, cap.fixedLanes);
    };
    const resized = new ResizeObserver(([entry]) => {
      if (!entry) return;
      width = entry.contentRect.width;
      height = entry.contentRect.height;
      const next = capFor();
      if (
        next.lanes === cap.lanes &&
        next.fixedLanes === cap.fixedLanes &&
        next.perSecond === cap.perSecond &&
        next.onScreen === cap.onScreen
      )
        return;
      cap = next;
      // New lanes for the new size; what flies in a lane that is gone leaves at once.
      lanes = createLanes(cap.lanes, cap.perSecond, cap.fixedLanes);
      shown = shown.filter((s) => {
        if (s.lane < (s.danmu.mode === "scroll" ? cap.lanes : cap.fixedLanes) || s.mine) return true;
        s.el.remove();
        others--;
        return false;
      });
    });
    resized.observe(box);
    const measure = textMeasure(box);
    /** The danmu whose time came between the last frame and this one, placed in their lanes. */
    const start = (from: number, to: number) => {
      const list = all.current;
      let room = cap.onScreen - others;
      const fresh: Shown[] = [];
      for (let i = firstAfter(list, from); i < list.length; i++) {
        const d = list[i]!;
        const at = d.offset_ms / 1000;
        if (at > to) break;
        const mine = own.current.has(d.id);
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
        fresh.push({ ...placed, el: node, mine, laid: "" });
      }
      if (!fresh.length) return;
      box.append(...fresh.map((s) => s.el));
      for (const s of fresh) {
        shown.push(s);
        if (!s.mine) others++;
      }
    };
    const draw = () => {
      frame = 0;
      const now = el.currentTime;
      const stage = width;
      if (now < last || now - last > SEEK_GAP) clear();
      else start(last, now);
      last = now;
      // In place: a frame allocates no new list.
      let kept = 0;
      for (const s of shown) {
        const age = now - s.start;
        const life = s.danmu.mode === "scroll" ? DANMU_SECONDS : DANMU_SECONDS / 2;
        if (age > life || age < 0) {
          s.el.remove();
          if (!s.mine) others--;
          continue;
        }
        const y = s.danmu.mode === "bottom" ? height - (s.lane + 1) * LANE_HEIGHT : s.lane * LANE_HEIGHT;
        const x =
          s.danmu.mode === "scroll"
            ? stage - (age / DANMU_SECONDS) * (stage + s.width)
            : (stage - s.width) / 2;
        const at = `translate(${x.toFixed(1)}px, ${y}px)`;
        // A top or bottom one stands still: its style is written once (again only on a resize).
        if (at !== s.laid) s.el.style.transform = s.laid = at;
        shown[kept++] = s;
      }
      shown.length = kept;
      if (!el.paused) frame = requestAnimationFrame(draw);
    };
    const run = () => {
      frame ||= requestAnimationFrame(draw);
    };
    const seeked = () => {
      clear();
      last = el.currentTime;
      run();
    };
    el.addEventListener("play", run);
    el.addEventListener("seeked", seeked);
    if (!el.paused) run();
    return () => {
      el.removeEventListener("play", run);
      el.removeEventListener("seeked", seeked);
      resized.disconnect();
      if (frame) cancelAnimationFrame(frame);
      clear();
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
