import { describe, expect, it } from "vitest";
import { benchDanmu, type PlayerResult } from "./player.ts";
import { checkPlayer, formatPlayer } from "./player-report.ts";

const budgets = {
  playerFirstFrameMs: { max: 1000 },
  danmuFps: { min: 50 },
  danmuLongestFrameMs: { max: 50 },
};
const cpu = { index: 1000, multiplier: 2.4 };
const danmuRun = (fps: number, longestFrameMs: number) => ({
  fps,
  longestFrameMs,
  frames: fps * 10,
  seconds: 10,
  onScreen: { min: 200, median: 210, max: 220 },
  cpuMsPerSecond: { main: 120, renderer: 300 },
  cpu,
});
const result: PlayerResult = {
  firstFrame: [
    { page: "video", url: "v", from: "tap", runs: [900, 950, 980], phases: [], cpu: [cpu, cpu, cpu] },
    { page: "live room", url: "l", from: "tap", runs: [900, 1200, 1300], phases: [], cpu: [cpu, cpu, cpu] },
    {
      page: "live room, playing by itself",
      url: "l",
      from: "commit",
      runs: [4000, 5000, 6000],
      phases: [],
      cpu: [cpu, cpu, cpu],
    },
  ],
  danmu: {
    page: "video",
    url: "v",
    viewport: { width: 1280, height: 720 },
    runs: [danmuRun(58, 30), danmuRun(45, 60)],
  },
};

describe("the player's figures", () => {
  it("are judged by their runs' spread against their budgets", () => {
    const checks = checkPlayer(result, budgets);
    const status = (page: string, figure: string) =>
      checks.find((c) => c.page === page && c.figure === figure);
    expect(status("video", "first-frame")).toMatchObject({ value: 950, status: "met" });
    expect(status("live room", "first-frame")?.status).toBe("within noise");
    expect(status("danmu", "danmu-fps")?.status).toBe("within noise");
    expect(status("danmu", "danmu-longest-frame")?.status).toBe("within noise");
    const table = formatPlayer(result, checks, budgets);
    expect(table).toContain("First frame, live room (from the tap) ~");
    // A page that plays by itself is timed from its commit for information, with no budget.
    expect(status("live room, playing by itself", "first-frame")).toBeUndefined();
    expect(table).toMatch(
      /First frame, live room, playing by itself \(from the commit\)\s+5000 ms.*for information/,
    );
    expect(table).toContain("200–220");
    expect(table).toContain("120 / 300");
  });

  it("answer the danmu list with the same danmu every time, paged as the service pages", () => {
    const first = benchDanmu(0, 600_000);
    expect(first.list).toHaveLength(1000);
    expect(first.has_more).toBe(true);
    expect(benchDanmu(0, 600_000)).toEqual(first);
    const last = first.list.at(-1)!;
    const next = benchDanmu(last.offset_ms, 600_000);
    expect(next.list[0]!.offset_ms).toBeGreaterThanOrEqual(last.offset_ms);
    // A second of danmu, most of them scrolling.
    const second = benchDanmu(10_000, 11_000).list;
    expect(second.filter((d) => d.mode === "scroll").length / second.length).toBeGreaterThanOrEqual(0.7);
  });
});
