/**
 * The player's figures (lib/player.ts) against their budgets, and as the tables the bench prints:
 * time to first frame a page, and the danmu layer's frame rate and longest frame.
 */
import type { PlayerResult } from "./player.ts";
import type { Check } from "./report.ts";
import { align, MARK, multiplier, range } from "./report-figures.ts";
import { spreadOf, verdictOf } from "./spread.ts";

export type PlayerBudgets = {
  /** From the tap on play to the first frame (a page timed from its commit has no budget). */
  playerFirstFrameMs: { max: number };
  /** Frames a second with 200 danmu on screen. */
  danmuFps: { min: number };
  /** The longest frame in that window. */
  danmuLongestFrameMs: { max: number };
};

/** Each figure's median, spread and verdict: a first frame per page, the danmu's two figures. */
export function checkPlayer(result: PlayerResult, b: PlayerBudgets): Check[] {
  const overRuns = (
    page: string,
    figure: string,
    values: number[],
    bound: { max: number } | { min: number },
  ) => {
    const { median, min, max } = spreadOf(values);
    return { page, figure, value: median, status: verdictOf({ min, max }, bound), spread: { min, max } };
  };
  return [
    ...result.firstFrame
      .filter((f) => f.from === "tap")
      .map((f) => overRuns(f.page, "first-frame", f.runs, b.playerFirstFrameMs)),
    overRuns(
      "danmu",
      "danmu-fps",
      result.danmu.runs.map((r) => r.fps),
      b.danmuFps,
    ),
    overRuns(
      "danmu",
      "danmu-longest-frame",
      result.danmu.runs.map((r) => r.longestFrameMs),
      b.danmuLongestFrameMs,
    ),
  ];
}

/** The player's tables: the first frames a page with every run, then the danmu runs. */
export function formatPlayer(result: PlayerResult, checks: Check[], b: PlayerBudgets): string {
  const status = (page: string, figure: string) => checks.find((c) => c.page === page && c.figure === figure);
  const n = Math.max(result.danmu.runs.length, ...result.firstFrame.map((f) => f.runs.length));
  const cells = (values: string[]) => Array.from({ length: n }, (_, i) => values[i] ?? "");
  const round = (v: number) => String(Math.round(v));
  const header = [
    "",
    "median",
    "min–max",
    "budget",
    "verdict",
    ...cells([...Array(n)].map((_, i) => `run ${i + 1}`)),
  ];
  const rows: string[][] = [header];
  for (const f of result.firstFrame) {
    const check = status(f.page, "first-frame");
    // A page that plays by itself is timed from its commit, for information: no budget.
    const timed = f.from === "tap";
    rows.push([
      `First frame, ${f.page} (from the ${f.from})${timed ? MARK[check?.status ?? "met"] : ""}`,
      `${round(spreadOf(f.runs).median)} ms`,
      range(f.runs, round),
      timed ? `≤ ${b.playerFirstFrameMs.max} ms` : "–",
      timed ? (check?.status ?? "") : "for information",
      ...cells(f.runs.map(round)),
    ]);
    rows.push(["  CPU slowdown", "", "", "", "", ...cells(f.cpu.map((c) => multiplier(c.multiplier)))]);
    const phase = (label: string, key: "chunksDone" | "playlistDone" | "segmentDone") =>
      rows.push([
        `  ${label}`,
        "",
        "",
        "",
        "",
        ...cells(f.phases.map((p) => (p[key] === undefined ? "–" : round(p[key]!)))),
      ]);
    phase("player chunks loaded at", "chunksDone");
    phase("playlist (or MP4) loaded at", "playlistDone");
    phase("first segment loaded at", "segmentDone");
  }
  const d = result.danmu;
  const fps = status("danmu", "danmu-fps");
  const longest = status("danmu", "danmu-longest-frame");
  rows.push([
    `Danmu frames a second${MARK[fps?.status ?? "met"]}`,
    (fps?.value ?? Number.NaN).toFixed(1),
    range(
      d.runs.map((r) => r.fps),
      (v) => v.toFixed(1),
    ),
    `≥ ${b.danmuFps.min}`,
    fps?.status ?? "",
    ...cells(d.runs.map((r) => r.fps.toFixed(1))),
  ]);
  rows.push([
    `Danmu longest frame${MARK[longest?.status ?? "met"]}`,
    `${round(longest?.value ?? Number.NaN)} ms`,
    range(
      d.runs.map((r) => r.longestFrameMs),
      round,
    ),
    `≤ ${b.danmuLongestFrameMs.max} ms`,
    longest?.status ?? "",
    ...cells(d.runs.map((r) => round(r.longestFrameMs))),
  ]);
  rows.push([
    "  danmu on screen (min–max)",
    "",
    "",
    "",
    "",
    ...cells(d.runs.map((r) => `${r.onScreen.min}–${r.onScreen.max}`)),
  ]);
  rows.push([
    "  CPU, ms a second: main thread / renderer",
    "",
    "",
    "",
    "",
    ...cells(d.runs.map((r) => `${round(r.cpuMsPerSecond.main)} / ${round(r.cpuMsPerSecond.renderer)}`)),
  ]);
  rows.push(["  CPU slowdown", "", "", "", "", ...cells(d.runs.map((r) => multiplier(r.cpu.multiplier)))]);
  return `${align(rows)}\n(danmu: the video page at ${d.viewport.width}×${d.viewport.height}, the player in full screen, the dense level)`;
}
