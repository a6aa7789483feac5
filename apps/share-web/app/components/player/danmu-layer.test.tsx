// @vitest-environment jsdom
import type { Danmu } from "@davmu/contract/client";
import { act, render } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { danmuCap, LANE_HEIGHT } from "./danmu-density.ts";
import { DanmuLayer } from "./danmu-layer.tsx";

/** A busy second of video: scrolling, top and bottom danmu, all starting between 1 s and 2 s. */
const burst: Danmu[] = Array.from({ length: 120 }, (_, i) => ({
  id: `d${i}`,
  text: `弹幕 ${i}`,
  offset_ms: 1000 + i * 8,
  colour: "#ffffff",
  mode: (["scroll", "bottom", "top"] as const)[i % 3]!,
}));

vi.mock("../../platform/i18n/use-i18n.ts", () => ({ useI18n: () => ({ t: (key: string) => key }) }));
// The danmu list call answers with the burst.
vi.mock("../../platform/data/use-service-effect.ts", () => ({
  useServiceEffect: (
    run: (api: unknown, alive: () => boolean) => undefined | (() => void),
    deps: unknown[],
  ) =>
    // biome-ignore lint/correctness/useExhaustiveDependencies: as the real hook, the caller names the deps
    useEffect(() => run({ danmuList: async () => ({ list: burst, has_more: false }) }, () => true), deps),
}));

/** The layer's size: a phone's player above its controls. */
const SIZE = { width: 390, height: 171 };
/** A desktop player in full screen, above its controls. */
const LARGE = { width: 1280, height: 672 };
let size = SIZE;
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) => frames.push(run));
  vi.stubGlobal("cancelAnimationFrame", () => {});
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private report: ResizeObserverCallback) {}
      observe() {
        this.report([{ contentRect: size } as ResizeObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Plays the layer's video from 0.5 s to `to` s and draws the frames that come. */
async function playTo(captionsShown: boolean, to: number, layer = SIZE) {
  size = layer;
  const video = document.createElement("video");
  let time = 0.5;
  Object.defineProperty(video, "currentTime", { get: () => time });
  Object.defineProperty(video, "paused", { get: () => false });
  const view = render(
    <DanmuLayer id="v1" video={{ current: video }} density="dense" captionsShown={captionsShown} />,
  );
  await act(async () => {});
  for (let at = 0.6; at <= to; at += 0.1) {
    time = at;
    const run = frames;
    frames = [];
    for (const frame of run) frame(0);
  }
  const items = [...view.container.querySelectorAll<HTMLElement>(".danmu__item")];
  view.unmount();
  const top = (el: HTMLElement) => Number(/translate\([^,]+, (-?[\d.]+)px\)/.exec(el.style.transform)?.[1]);
  const modeOf = (el: HTMLElement) => burst.find((d) => d.text === el.textContent)!.mode;
  return Object.assign(items.map(top), { modes: items.map(modeOf) });
}

describe("the danmu layer", () => {
  it("keeps the captions' band clear while captions show, and no more than the cap on screen", async () => {
    const cap = danmuCap({ ...SIZE, density: "dense", reducedMotion: false, captionsShown: true });
    const tops = await playTo(true, 2.5);
    expect(tops.length).toBeGreaterThan(0);
    expect(tops.length).toBeLessThanOrEqual(cap.onScreen);
    for (const y of tops) expect(y + LANE_HEIGHT).toBeLessThanOrEqual(SIZE.height - cap.clearBottom);
  });

  it("uses the bottom lanes when no captions show, never where the top ones stand", async () => {
    const cap = danmuCap({ ...SIZE, density: "dense", reducedMotion: false, captionsShown: true });
    expect((await playTo(false, 2.5)).some((y) => y + LANE_HEIGHT > SIZE.height - cap.clearBottom)).toBe(
      true,
    );
    // On a large player the dense level's lanes cover the whole picture: top and bottom keep apart.
    const tops = await playTo(false, 2.5, LARGE);
    const of = (mode: Danmu["mode"]) => tops.filter((_, i) => tops.modes[i] === mode);
    expect(of("top").length).toBeGreaterThan(0);
    expect(Math.max(...of("top")) + LANE_HEIGHT).toBeLessThanOrEqual(Math.min(...of("bottom")));
  });
});
