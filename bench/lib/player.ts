/**
 * The player's figures (docs/decisions/0111): the time from the visitor's tap on play to the first
 * frame on screen, on the video page, the short-video feed's first clip and the live room, with
 * the CPU slowed to the calibrated phone and Lighthouse's slow 4G applied by DevTools (real
 * throttling: every request waits); and the danmu layer's frame rate with 200 danmu on screen.
 */
import {
  CALLS,
  type ContentList,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
  LIVE_STATUS,
  type LiveDetail,
} from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import { throttling, userAgents } from "lighthouse/core/config/constants.js";
import { type BrowserContext, type Page, chromium as playwright } from "playwright-core";
import { type Slowdown, slowdownFor } from "./calibration.ts";
import { type Chromium, launchChromium } from "./chromium.ts";
import { measureBenchmarkIndex } from "./lighthouse.ts";
import { apiData } from "./measure-pages.ts";
import { spreadOf } from "./spread.ts";

/** Lighthouse's slow 4G as DevTools applies it ("devtools" throttling): latency a request, kbit/s. */
export const SLOW_4G = {
  latencyMs: throttling.mobileSlow4G.requestLatencyMs,
  downloadKbps: throttling.mobileSlow4G.downloadThroughputKbps,
  uploadKbps: throttling.mobileSlow4G.uploadThroughputKbps,
};

/** How a first frame's time is counted: from the tap on play, or from the navigation's commit. */
export type FrameStart = "tap" | "commit";

/** One page's first frames over the runs. */
export type FirstFrame = {
  page: string;
  url: string;
  /** What the clock starts at: the tap, or (a page that plays by itself) the navigation's commit. */
  from: FrameStart;
  runs: number[];
  /** Where each run's time went, in ms from the clock's start (the requests the start made). */
  phases: FramePhases[];
  cpu: Slowdown[];
};

/** What happened between the start and the first frame, each in ms from the start. */
export type FramePhases = {
  /** The player's script chunks requested after the start, the last one's end. */
  chunksDone?: number;
  /** The first playlist (or MP4) request: its start and end. */
  playlistStart?: number;
  playlistDone?: number;
  /** The first media segment's (or the MP4's first bytes') end. */
  segmentDone?: number;
  requests: { url: string; start: number; end: number }[];
};

/** One run of 200 danmu: the frame rate over the window, its longest frame, how many were on screen. */
export type DanmuRun = {
  fps: number;
  longestFrameMs: number;
  frames: number;
  seconds: number;
  /** The danmu on screen, sampled twice a second during the window: lowest, median, highest. */
  onScreen: { min: number; median: number; max: number };
  /**
   * CPU time the page's renderer spent a second of the window, in ms (DevTools' `ThreadTime` of its
   * main thread, `ProcessTime` of the whole renderer process): unlike the frame rate, nearly the
   * same on a busy machine as on a quiet one, and before the CPU slowdown (which only makes the
   * main thread wait), so two builds compare on it when the frame rates drown in the machine's load.
   */
  cpuMsPerSecond: { main: number; renderer: number };
  cpu: Slowdown;
};

export type DanmuFrames = {
  page: string;
  url: string;
  viewport: { width: number; height: number };
  runs: DanmuRun[];
};

export type PlayerResult = { firstFrame: FirstFrame[]; danmu: DanmuFrames };

/** What the phone of Lighthouse's mobile preset shows (as lib/idle-js.ts). */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

/**
 * In the page before its own scripts: the frames every `<video>` the page makes presents
 * (`requestVideoFrameCallback`, their presentation times, kept on the element, the first 600) and
 * the first pointer down, both against the page's clock. A video loaded ahead of the tap shows its
 * first frame paused; what counts after a tap is the first frame presented after it.
 */
const FRAME_PROBE = `(() => {
  const w = window;
  w.__bench = { tapAt: null };
  addEventListener("pointerdown", (e) => { w.__bench.tapAt ??= e.timeStamp; }, { capture: true });
  const watch = (v) => {
    if (v.__benchFrames) return;
    v.__benchFrames = [];
    const on = (now, meta) => {
      v.__benchFrames.push(meta.presentationTime || now);
      if (v.__benchFrames.length < 600) v.requestVideoFrameCallback(on);
    };
    v.requestVideoFrameCallback(on);
  };
  new MutationObserver(() => { for (const v of document.getElementsByTagName("video")) watch(v); })
    .observe(document, { childList: true, subtree: true });
})();`;

/** The page's globals the bench's functions read (the bench is compiled without the DOM's types). */
type Probed = {
  document: { querySelector(selector: string): { __benchFrames?: number[]; paused: boolean } | null };
};

/** The video whose first frame counts: the player's, or the feed's playing clip (not its neighbours'). */
const PLAYING_VIDEO = ".player video, video[data-active]";
type InPage = { document: { querySelector(selector: string): { currentTime: number } } };

/**
 * A page the first frame is measured on, and what its clock starts at. `tap`: loaded with reduced
 * motion emulated, so that the page does not start the player itself and the visitor's tap is what
 * starts it (the issue's figure: from the tap on play). `commit`: a page that plays by itself,
 * timed from the navigation's commit (the document's first byte), for information.
 */
export type PlayerPage = { name: string; url: string; from: FrameStart };

/** The addresses the player figures are measured on, read from the content service. */
export async function playerPages(apiBase: string, siteUrl: string): Promise<PlayerPage[]> {
  const newest = async (type: string) => {
    const item = (await apiData<ContentList>(apiBase, `/peony/v1/content?type=${type}&pagesize=1`)).list[0];
    if (!item) throw new Error(`no ${type} item`);
    return item;
  };
  const pathOf = (actor: string, segment: string, publishTime: number, id: string) => {
    const { year, month } = chinaParts(publishTime * 1000);
    return new URL(`${actor}/${segment}/${year}/${String(month).padStart(2, "0")}/${id}`, siteUrl).href;
  };
  const video = await newest("video");
  const clip = await newest("svideo");
  const rooms = (await apiData<ContentList>(apiBase, "/peony/v1/content?type=live&pagesize=20")).list;
  let live: LiveDetail | undefined;
  for (const item of rooms) {
    const room = await apiData<LiveDetail>(
      apiBase,
      callPath(CALLS.liveInfo, DEFAULT_SERVICE_PREFIXES, { id: item.id }),
    );
    if (room.status === LIVE_STATUS.live && room.stream_url) {
      live = room;
      break;
    }
  }
  if (!live) throw new Error("the seed has no live room on the air");
  const videoUrl = pathOf(video.actor, "video", video.publish_time, video.id);
  const clipUrl = pathOf(clip.actor, "svideo", clip.publish_time, clip.id);
  const liveUrl = pathOf(live.content.actor, "local_live", live.content.publish_time, live.post_id);
  return [
    { name: "video", url: videoUrl, from: "tap" },
    { name: "short video", url: clipUrl, from: "tap" },
    { name: "live room", url: liveUrl, from: "tap" },
    { name: "short video, playing by itself", url: clipUrl, from: "commit" },
    { name: "live room, playing by itself", url: liveUrl, from: "commit" },
  ];
}

/** A fresh Chromium, its CPU measured, and a browser context in it slowed to the calibrated phone. */
async function calibratedBrowser(
  options: Parameters<import("playwright-core").Browser["newContext"]>[0],
): Promise<{
  chromium: Chromium;
  context: BrowserContext;
  page: Page;
  slowdown: Slowdown;
  close: () => Promise<void>;
}> {
  const chromium = await launchChromium();
  const measured = await measureBenchmarkIndex(chromium.port);
  const slowdown = slowdownFor(measured.index);
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chromium.port}`);
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown.multiplier });
  return {
    chromium,
    context,
    page,
    slowdown,
    close: async () => {
      await browser.close().catch(() => undefined);
      await chromium.close();
    },
  };
}

/** The call the site's start-up makes once the page has hydrated. */
const HYDRATED_CALL = CALLS.appInfo.path;

/** Is it one of the player's own requests (its code, its playlists, its media)? */
const PLAYER_REQUEST = /\.(m3u8|ts|m4s|mp4|js)(\?|$)/;

/** The tap on play: the video stage's, or the feed's current clip's play mark. */
const PLAY_BUTTON = ".video-stage__play, .svclip[data-active] .svclip__play";

/**
 * One page's first frame, `runs` times, each in a fresh Chromium: the page loads under the
 * calibrated CPU and slow 4G (with reduced motion emulated where the tap is timed, so the page waits
 * for it), is left until its network is quiet, and play is tapped: the clock runs from the tap to
 * the first frame presented after it. A page timed from the commit plays by itself: the clock runs
 * from the navigation's commit to its first frame.
 */
export async function measureFirstFrame(
  page: PlayerPage,
  runs: number,
  log: (line: string) => void,
): Promise<FirstFrame> {
  const times: number[] = [];
  const phases: FramePhases[] = [];
  const cpu: Slowdown[] = [];
  const from = page.from;
  for (let i = 0; i < runs; i++) {
    const run = await calibratedBrowser({
      ...MOBILE,
      reducedMotion: from === "tap" ? "reduce" : "no-preference",
    });
    try {
      const tab = run.page;
      const cdp = await run.context.newCDPSession(tab);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: SLOW_4G.latencyMs,
        downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
        uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
      });
      await tab.addInitScript(FRAME_PROBE);
      const requests: { url: string; start: number; end: number }[] = [];
      tab.on("requestfinished", (request) => {
        const t = request.timing();
        requests.push({ url: request.url(), start: t.startTime, end: t.startTime + t.responseEnd });
      });
      // Hydrated: the site's start-up asks for the app's info once React has taken over the page
      // (a tap before that lands on a button with no handler yet).
      const hydrated = tab.waitForRequest((r) => r.url().includes(HYDRATED_CALL), { timeout: 120_000 });
      await tab.goto(page.url, { waitUntil: "load", timeout: 120_000 });
      await hydrated;
      if (from === "tap") {
        await tab.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => undefined);
        await tab.locator(PLAY_BUTTON).first().tap({ timeout: 10_000 });
      }
      // Functions, not strings: the site's CSP forbids evaluating strings. The first frame after
      // `after` (the tap; the page's time origin for a page that plays by itself).
      const frameAfter = ([selector, after]: [string, number]) =>
        (globalThis as unknown as Probed).document
          .querySelector(selector)
          ?.__benchFrames?.find((at) => at > after) ?? null;
      const { tapAt, origin, commit } = await tab.evaluate<{ tapAt: number; origin: number; commit: number }>(
        `({ tapAt: window.__bench.tapAt, origin: performance.timeOrigin,
          commit: performance.getEntriesByType("navigation")[0]?.responseStart ?? 0 })`,
      );
      const startAt = from === "tap" ? tapAt : commit;
      await tab.waitForFunction(frameAfter, [PLAYING_VIDEO, startAt] as [string, number], {
        timeout: 60_000,
      });
      const frameAt = (await tab.evaluate(frameAfter, [PLAYING_VIDEO, startAt] as [string, number]))!;
      const ms = frameAt - startAt;
      times.push(ms);
      cpu.push(run.slowdown);
      phases.push(phasesOf(requests, origin + startAt, origin + frameAt));
      log(
        `  ${page.name} run ${i + 1}: ${Math.round(ms)} ms from the ${from} (${run.slowdown.multiplier}× CPU)`,
      );
    } finally {
      await run.close();
    }
  }
  return { page: page.name, url: page.url, from, runs: times, phases, cpu };
}

/** The player's requests between the start and the first frame, in ms from the start (epoch `start`). */
function phasesOf(
  all: { url: string; start: number; end: number }[],
  start: number,
  frame: number,
): FramePhases {
  const requests = all
    .filter((r) => r.end >= start && r.start <= frame && PLAYER_REQUEST.test(new URL(r.url).pathname))
    .map((r) => ({
      url: new URL(r.url).pathname,
      start: Math.round(r.start - start),
      end: Math.round(r.end - start),
    }))
    .sort((a, b) => a.start - b.start);
  const chunks = requests.filter((r) => r.url.endsWith(".js"));
  const playlist = requests.find((r) => /\.m3u8$|\.mp4$/.test(r.url));
  const segment = requests.find((r) => /\.(ts|m4s)$/.test(r.url) && !/init/.test(r.url));
  return {
    ...(chunks.length ? { chunksDone: Math.max(...chunks.map((c) => c.end)) } : {}),
    ...(playlist ? { playlistStart: playlist.start, playlistDone: playlist.end } : {}),
    ...(segment ? { segmentDone: segment.end } : {}),
    requests,
  };
}

/**
 * The danmu the bench answers the list call with: this many a second, 80 % scrolling (7 s on
 * screen) and 20 % top or bottom (3.5 s), about 6.3 × 34 ≈ 210 on screen once full.
 */
const DANMU_RATE = 34;
const WORDS = [
  "哈哈哈哈",
  "前方高能",
  "这段太好看了",
  "666",
  "来了来了",
  "泪目",
  "名场面",
  "awsl",
  "打卡",
  "好家伙这也行",
];

/** The danmu of a window (from, to in ms): deterministic, `DANMU_RATE` a second, at most `max`. */
export function benchDanmu(from: number, to: number, max = 1000) {
  const step = 1000 / DANMU_RATE;
  const list = [];
  let i = Math.ceil(from / step);
  for (; i * step < to && list.length < max; i++) {
    const mode = i % 10 === 3 ? "top" : i % 10 === 7 ? "bottom" : "scroll";
    list.push({
      id: `b${String(i).padStart(9, "0")}`,
      text: `${WORDS[i % WORDS.length]}${i % 3 ? "" : ` ${i}`}`,
      offset_ms: Math.round(i * step),
      colour: i % 5 ? "#ffffff" : "#fe0302",
      mode,
    });
  }
  return { list, from, to, has_more: i * step < to };
}

/** The danmu run: a desktop-sized screen, the player in full screen, the dense level kept. */
const DANMU_VIEWPORT = { width: 1280, height: 720 };
/** Seconds of playback before the window, for the screen to fill (a scrolling danmu lives 7 s). */
const FILL_SECONDS = 8;
/** The window the frames are counted over. */
const WINDOW_SECONDS = 10;

/**
 * In the page: `requestAnimationFrame`'s timestamps for `seconds`, and the danmu on screen twice a
 * second meanwhile.
 */
const RAF_PROBE = (seconds: number) => `new Promise((resolve) => {
  const stamps = [];
  const counts = [];
  const sample = setInterval(() => counts.push(document.querySelectorAll(".danmu__item").length), 500);
  const end = performance.now() + ${seconds * 1000};
  const frame = (t) => {
    stamps.push(t);
    if (t < end) requestAnimationFrame(frame);
    else {
      clearInterval(sample);
      resolve({ stamps, counts });
    }
  };
  requestAnimationFrame(frame);
})`;

/**
 * The danmu layer's frames with 200 or more danmu on screen, `runs` times, each in a fresh
 * Chromium with the calibrated CPU: the video page at 1280×720 with the dense level kept in local
 * storage, the danmu list call answered with DANMU_RATE a second (benchDanmu), the player in full
 * screen; after FILL_SECONDS of playback, `requestAnimationFrame`'s timestamps over WINDOW_SECONDS.
 */
export async function measureDanmuFrames(
  videoUrl: string,
  runs: number,
  log: (line: string) => void,
): Promise<DanmuFrames> {
  const results: DanmuRun[] = [];
  for (let i = 0; i < runs; i++) {
    // Upright first: a screen wider than 1,000 px is sent to the desktop site (spec §1), so the
    // page is opened as on a tablet held upright and turned once the player is there.
    const run = await calibratedBrowser({
      ...MOBILE,
      viewport: { width: DANMU_VIEWPORT.height, height: DANMU_VIEWPORT.width },
      deviceScaleFactor: 1,
    });
    try {
      const tab = run.page;
      await tab.addInitScript(
        `localStorage.setItem("davmu.danmuDensity", "dense"); localStorage.setItem("davmu.danmu", "on");`,
      );
      await tab.route("**/peony/v3/danmu/**", (route, request) => {
        if (request.method() !== "GET") return route.continue();
        const query = new URL(request.url()).searchParams;
        const from = Number(query.get("from") ?? 0);
        const to = Number(query.get("to") ?? from + 600_000);
        return route.fulfill({ json: { code: 0, msg: "", data: benchDanmu(from, to) } });
      });
      await tab.goto(videoUrl, { waitUntil: "load" });
      await tab
        .locator(".video-stage__play")
        .tap({ timeout: 5000 })
        .catch(() => undefined);
      const video = tab.locator(".player video");
      await video.waitFor({ state: "attached", timeout: 30_000 });
      await tab.setViewportSize(DANMU_VIEWPORT);
      await tab.locator(".player").getByRole("button", { name: "全屏" }).tap();
      await video.evaluate((v) => {
        const el = v as unknown as { muted: boolean; paused: boolean; play(): Promise<void> };
        el.muted = true;
        return el.paused ? el.play() : undefined;
      });
      await tab.waitForFunction(
        (seconds) =>
          (globalThis as unknown as InPage).document.querySelector(".player video").currentTime > seconds,
        FILL_SECONDS,
        { timeout: 60_000 },
      );
      const cdp = await run.context.newCDPSession(tab);
      await cdp.send("Performance.enable");
      const times = async () => {
        const { metrics } = await cdp.send("Performance.getMetrics");
        const of = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
        return { at: of("Timestamp"), main: of("ThreadTime"), renderer: of("ProcessTime") };
      };
      const before = await times();
      const figures = await tab.evaluate<{ stamps: number[]; counts: number[] }>(RAF_PROBE(WINDOW_SECONDS));
      const after = await times();
      const elapsed = after.at - before.at;
      const { stamps, counts } = figures;
      const span = (stamps.at(-1)! - stamps[0]!) / 1000;
      let longest = 0;
      for (let k = 1; k < stamps.length; k++) longest = Math.max(longest, stamps[k]! - stamps[k - 1]!);
      const onScreen = spreadOf(counts);
      const figure: DanmuRun = {
        fps: (stamps.length - 1) / span,
        longestFrameMs: longest,
        frames: stamps.length - 1,
        seconds: span,
        onScreen: { min: onScreen.min, median: onScreen.median, max: onScreen.max },
        cpuMsPerSecond: {
          main: ((after.main - before.main) * 1000) / elapsed,
          renderer: ((after.renderer - before.renderer) * 1000) / elapsed,
        },
        cpu: run.slowdown,
      };
      results.push(figure);
      log(
        `  danmu run ${i + 1}: ${figure.fps.toFixed(1)} fps, longest frame ${Math.round(longest)} ms, ${onScreen.min}–${onScreen.max} on screen, CPU ${Math.round(figure.cpuMsPerSecond.main)} ms/s main thread, ${Math.round(figure.cpuMsPerSecond.renderer)} ms/s renderer (${run.slowdown.multiplier}× CPU)`,
      );
    } finally {
      await run.close();
    }
  }
  return { page: "video", url: videoUrl, viewport: DANMU_VIEWPORT, runs: results };
}
