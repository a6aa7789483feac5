/**
 * The bench's report as text: the compact table of every page, the throughput table, each page's
 * runs side by side, its scripts by when they were requested and by size, and its LCP element.
 */
import type { RunCpu } from "./lighthouse.ts";
import type { Budgets, Check, PageResult, Throughput } from "./report.ts";
import {
  align,
  boundText,
  index,
  kb,
  LIGHTHOUSE_FIGURES,
  MARK,
  ms,
  multiplier,
  range,
} from "./report-figures.ts";
import type { Load } from "./throughput.ts";

/**
 * The compact table: one row per figure, one column per page, then the budget; each Lighthouse
 * figure is its median, with the runs' lowest and highest value in the row below.
 */
export function formatTable(pages: PageResult[], checks: Check[], b: Budgets): string {
  const mark = (page: string, figure: string) =>
    MARK[checks.find((c) => c.page === page && c.figure === figure)?.status ?? "met"];
  type Row = [label: string, cell: (p: PageResult) => string, budget: string];
  const slowdowns = (p: PageResult) => p.lighthouse.cpu.flatMap((c) => c.calibration?.multiplier ?? []);
  const indices = (p: PageResult) => p.lighthouse.cpu.flatMap((c) => c.calibration?.index ?? []);
  const rows: Row[] = [
    ["CPU slowdown (calibrated)", (p) => range(slowdowns(p), (m) => m.toFixed(1), "×"), ""],
    ["  benchmark index before run", (p) => range(indices(p), index), ""],
    ...LIGHTHOUSE_FIGURES.flatMap((f): Row[] => {
      const values = (p: PageResult) => p[f.throttling].runs.map((m) => m[f.key]);
      return [
        [
          f.label,
          (p) =>
            `${f.format(p[f.throttling].median[f.key])}${f.unit}${f.figure ? mark(p.name, f.figure) : ""}`,
          boundText(f.bound?.(b), f.format, f.unit),
        ],
        ["  min–max", (p) => range(values(p), f.format), ""],
      ];
    }),
    [
      "HTML gzip (served)",
      (p) => `${kb(p.html.gzip)}${mark(p.name, "html")}`,
      `≤ ${kb(b.htmlGzipBytes.max)}`,
    ],
    ["  HTML raw / gzip -9", (p) => `${kb(p.html.raw)} / ${kb(p.html.gzip9)}`, ""],
    ["  response headers", (p) => kb(p.html.headers), ""],
    [
      "Site JS before idle (gzip)",
      (p) => `${kb(p.idle.siteBeforeIdle)}${mark(p.name, "site-js-before-idle")}`,
      `≤ ${kb(b.siteJsBeforeIdleGzipBytes.max)}`,
    ],
    ["  min–max", (p) => range(p.idle.siteBeforeIdleRuns, (v) => (v / 1024).toFixed(1)), ""],
    ["  framework before idle", (p) => kb(p.idle.frameworkBeforeIdle), ""],
    ["  after idle", (p) => kb(p.idle.afterIdle), ""],
    ["  idle at (4× CPU, loopback)", (p) => ms(p.idle.idleMs), ""],
    ["JS gzip (served, whole load)", (p) => kb(p.js.gzip), ""],
    ["  JS raw / gzip -9", (p) => `${kb(p.js.raw)} / ${kb(p.js.gzip9)}`, ""],
    ["  JS in browser (wire)", (p) => `${kb(p.js.wire)} in ${p.js.files.length} files`, ""],
  ];
  const header = ["", ...pages.map((p) => p.name), "budget"];
  const body = rows.map(([label, cell, budget]) => [label, ...pages.map(cell), budget]);
  return align([header, ...body]);
}

/** Uncached rendering against nginx, and the site's memory under load. */
export function formatThroughput(t: Throughput, checks: Check[], b: Budgets): string {
  const mark = (figure: string) => MARK[checks.find((c) => c.figure === figure)?.status ?? "met"];
  const row = (label: string, l: Load) => [
    label,
    `${Math.round(l.requestsPerSecond)} req/s`,
    `p50 ${l.latencyP50Ms} ms`,
    `p99 ${l.latencyP99Ms} ms`,
    `${l.non2xx + l.errors} failed`,
  ];
  const rss = t.memory.peakRssBytes ?? 0;
  return align([
    ["Throughput: the article, uncached", "", "", "", ""],
    row(`  site, ${t.site.connections} connections`, t.site),
    row(`  nginx, same HTML, ${t.nginx.connections} connections`, t.nginx),
    row(`  site, ${t.memory.connections} connections`, t.memory),
    [
      `  site / nginx${mark("throughput-ratio")}`,
      `${(t.ratio * 100).toFixed(1)} %`,
      `budget ≥ ${b.throughputRatio.min * 100} %`,
      "",
      "",
    ],
    [
      `  site peak RSS at ${t.memory.connections}${mark("rss")}`,
      `${(rss / 1048576).toFixed(0)} MB`,
      `budget ≤ ${b.rssBytes.max / 1048576} MB`,
      "",
      "",
    ],
  ]);
}

/**
 * A page's Lighthouse runs side by side: each figure's median, spread, budget and verdict, then its
 * value in every run, under the benchmark index measured before that run and the CPU slowdown set
 * from it; below, the index Lighthouse measured itself at the start of each run.
 */
export function formatRuns(page: PageResult, checks: Check[], b: Budgets): string {
  const verdict = (figure: string | undefined) =>
    (figure && checks.find((c) => c.page === page.name && c.figure === figure)?.status) || "";
  const simulated = page.lighthouse.cpu;
  const loopback = page.loopback.cpu;
  const n = Math.max(simulated.length, loopback.length, page.idle.siteBeforeIdleRuns.length);
  const cells = (values: (string | undefined)[]) => Array.from({ length: n }, (_, i) => values[i] ?? "");
  const clampNote = (c: RunCpu) => (c.calibration?.clamped ? ` (${c.calibration.clamped})` : "");
  const rows: string[][] = [
    [
      page.name,
      "median",
      "min–max",
      "budget",
      "verdict",
      ...cells([...Array(n)].map((_, i) => `run ${i + 1}`)),
    ],
    [
      "  index before run, slowdown",
      "",
      "",
      "",
      "",
      ...cells(
        simulated.map((c) =>
          c.calibration
            ? `${index(c.calibration.index)} ${multiplier(c.calibration.multiplier)}${clampNote(c)}`
            : "",
        ),
      ),
    ],
    ["  index in Lighthouse's run", "", "", "", "", ...cells(simulated.map((c) => index(c.lighthouseIndex)))],
  ];
  for (const f of LIGHTHOUSE_FIGURES) {
    if (f.throttling === "loopback" && f.key === "fcp")
      rows.push([
        "  loopback: index in run",
        "",
        "",
        "",
        "",
        ...cells(loopback.map((c) => index(c.lighthouseIndex))),
      ]);
    const values = page[f.throttling].runs.map((m) => m[f.key]);
    rows.push([
      `  ${f.label}`,
      `${f.format(page[f.throttling].median[f.key])}${f.unit}`,
      range(values, f.format),
      boundText(f.bound?.(b), f.format, f.unit),
      verdict(f.figure),
      ...cells(values.map(f.format)),
    ]);
  }
  const kbs = (v: number) => (v / 1024).toFixed(1);
  rows.push([
    "  Site JS before idle (4× CPU)",
    kb(page.idle.siteBeforeIdle),
    range(page.idle.siteBeforeIdleRuns, kbs),
    verdict("site-js-before-idle") ? boundText(b.siteJsBeforeIdleGzipBytes, kbs, " KB") : "",
    verdict("site-js-before-idle"),
    ...cells(page.idle.siteBeforeIdleRuns.map(kbs)),
  ]);
  return align(rows);
}

/** Each page's scripts by when they were requested, with their gzip size as served. */
export function formatIdleScripts(page: PageResult): string {
  const rows = page.idle.files.map((f) => [
    `  ${f.file}`,
    f.framework ? "framework" : "site",
    f.beforeIdle ? "before idle" : "after idle",
    ms(f.startMs),
    kb(f.gzip),
  ]);
  return align([
    [`${page.name} scripts (idle at ${ms(page.idle.idleMs)})`, "whose", "when", "requested", "gzip"],
    ...rows,
  ]);
}

/** Each page's JS files, largest first. */
export function formatScripts(page: PageResult): string {
  const files = [...page.js.files].sort((a, b) => b.raw - a.raw);
  const rows = files.map((f) => [`  ${f.file}`, kb(f.raw), kb(f.gzip), kb(f.gzip9), kb(f.wire)]);
  return align([[`${page.name} JS`, "raw", "gzip", "gzip -9", "wire"], ...rows]);
}

export function formatLcp(page: PageResult): string {
  const lcp = page.lighthouse.lcp;
  if (!lcp) return `${page.name} LCP element: (none reported)`;
  const phases = Object.entries(lcp.phases)
    .map(([phase, timing]) => `${phase} ${ms(timing)}`)
    .join(", ");
  return `${page.name} LCP element: ${lcp.element.slice(0, 100)}\n  ${phases}`;
}
