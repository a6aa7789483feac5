import type { Sizes } from "./bytes.ts";
import type { IdleRun } from "./idle-js.ts";
import type { LcpInfo, Metrics, RunCpu } from "./lighthouse.ts";
import { type Bound, spreadOf, type Verdict, verdictOf } from "./spread.ts";
import type { Load } from "./throughput.ts";

export type Budgets = {
  performance: { min: number };
  /** LCP as loopback really took it (no throttling). */
  lcpMs: { max: number };
  /** LCP under Lighthouse's simulated slow 4G: Web Vitals' "good" line. */
  lcpSimulatedMs: { max: number };
  tbtMs: { max: number };
  cls: { max: number };
  htmlGzipBytes: { max: number };
  /** The site's own scripts (not React, React DOM, React Router) requested before idle, gzip as served. */
  siteJsBeforeIdleGzipBytes: { max: number };
  /** Uncached article rendering as a share of nginx serving the same HTML, same connections. */
  throughputRatio: { min: number };
  /** The site's resident memory at 100 connections. */
  rssBytes: { max: number };
  /** A media page's scripts on first load, gzip as served, beyond the article's. */
  mediaJsOverArticleGzipBytes: { max: number };
};

export type ScriptSizes = Sizes & { url: string; file: string; wire: number };

export type PageResult = {
  name: string;
  url: string;
  lighthouse: { runs: Metrics[]; cpu: RunCpu[]; median: Metrics; lcp: LcpInfo | undefined };
  loopback: { runs: Metrics[]; cpu: RunCpu[]; median: Metrics };
  html: Sizes;
  js: { files: ScriptSizes[]; raw: number; gzip: number; gzip9: number; wire: number };
  idle: IdleJs;
};

/** Scripts by when they were requested (before or after idle), gzip as served; the median run's. */
export type IdleJs = {
  runs: IdleRun[];
  idleMs: number;
  siteBeforeIdle: number;
  /** The site's bytes before idle of every load, in the order of `runs`. */
  siteBeforeIdleRuns: number[];
  frameworkBeforeIdle: number;
  afterIdle: number;
  files: (IdleRun["scripts"][number] & { gzip: number })[];
};

export type Throughput = { site: Load; nginx: Load; ratio: number; memory: Load };

/** `met`, `missed`, or `within noise` when the runs' spread covers the budget (lib/spread.ts). */
export type Status = Verdict;
/** `value` is the median where there are runs; `spread` their lowest and highest value. */
export type Check = {
  page: string;
  figure: string;
  value: number;
  status: Status;
  spread?: { min: number; max: number };
};

/** A figure measured once against its bound: met or missed. */
const single = (page: string, figure: string, value: number, bound: Bound): Check => ({
  page,
  figure,
  value,
  status: verdictOf({ min: value, max: value }, bound),
});

/** A figure over runs: the median, the spread and the verdict from the spread. */
const overRuns = (page: string, figure: string, values: number[], bound: Bound): Check => {
  const { median, min, max } = spreadOf(values);
  return { page, figure, value: median, status: verdictOf({ min, max }, bound), spread: { min, max } };
};

/**
 * A page's figures against the budgets: each timing over its runs (met, missed or within noise),
 * the HTML once. A media page's scripts are held to the article's plus a margin instead
 * (checkMediaPage): its player's controls are there before idle by design.
 */
export function checkPage(page: PageResult, b: Budgets, kind: "page" | "media" = "page"): Check[] {
  const simulated = (key: keyof Metrics) => page.lighthouse.runs.map((m) => m[key]);
  return [
    overRuns(page.name, "performance", simulated("performance"), b.performance),
    overRuns(page.name, "lcp", simulated("lcp"), b.lcpSimulatedMs),
    overRuns(
      page.name,
      "lcp-loopback",
      page.loopback.runs.map((m) => m.lcp),
      b.lcpMs,
    ),
    overRuns(page.name, "tbt", simulated("tbt"), b.tbtMs),
    overRuns(page.name, "cls", simulated("cls"), b.cls),
    single(page.name, "html", page.html.gzip, b.htmlGzipBytes),
    ...(kind === "page"
      ? [
          overRuns(
            page.name,
            "site-js-before-idle",
            page.idle.siteBeforeIdleRuns,
            b.siteJsBeforeIdleGzipBytes,
          ),
        ]
      : []),
  ];
}

/**
 * What a media page (video, albums) owes beyond the page budgets: its first load (the scripts
 * requested before idle) carries no more than the article's plus the budget (the player comes
 * later), and its largest paint is the poster or cover, not text.
 */
export function checkMediaPage(page: PageResult, article: PageResult, b: Budgets): Check[] {
  const firstLoad = (p: PageResult) => p.idle.siteBeforeIdle + p.idle.frameworkBeforeIdle;
  const over = firstLoad(page) - firstLoad(article);
  const lcpIsPicture = /<img|poster|cover/i.test(page.lighthouse.lcp?.element ?? "");
  return [
    single(page.name, "js-over-article", over, b.mediaJsOverArticleGzipBytes),
    single(page.name, "lcp-is-poster", lcpIsPicture ? 1 : 0, { min: 1 }),
  ];
}

export function checkThroughput(t: Throughput, b: Budgets): Check[] {
  return [
    single("server", "throughput-ratio", t.ratio, b.throughputRatio),
    single("server", "rss", t.memory.peakRssBytes ?? 0, b.rssBytes),
    ...[t.site, t.nginx, t.memory].map((l, i) =>
      single("server", `${["site", "nginx", "memory"][i]}-failures`, l.non2xx + l.errors, { max: 0 }),
    ),
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v: number) => `${Math.round(v)} ms`;
const MARK: Record<Status, string> = { met: "", missed: " ✗", "within noise": " ~" };

/** What the marks of the tables mean. */
export const MARKS_LEGEND =
  "✗ missed: every run outside its budget; ~ within noise: the runs' spread covers the budget";

/** A Lighthouse figure: how the bench names it, how the tables label and print it, its budget. */
type LighthouseFigure = {
  label: string;
  key: keyof Metrics;
  throttling: "lighthouse" | "loopback";
  /** The check's name, for the figures with a budget. */
  figure?: string;
  bound?: (b: Budgets) => Bound;
  format: (v: number) => string;
  unit: string;
};

const rounded = (v: number) => (Number.isFinite(v) ? String(Math.round(v)) : "–");
/** A time in ms, with its check and budget where it has one. */
const time = (
  label: string,
  key: keyof Metrics,
  throttling: LighthouseFigure["throttling"],
  budget?: Pick<LighthouseFigure, "figure" | "bound">,
): LighthouseFigure => ({ label, key, throttling, format: rounded, unit: " ms", ...budget });

const LIGHTHOUSE_FIGURES: LighthouseFigure[] = [
  {
    label: "Performance",
    key: "performance",
    throttling: "lighthouse",
    figure: "performance",
    bound: (b) => b.performance,
    format: rounded,
    unit: "",
  },
  time("FCP", "fcp", "lighthouse"),
  time("LCP", "lcp", "lighthouse", { figure: "lcp", bound: (b) => b.lcpSimulatedMs }),
  time("TBT", "tbt", "lighthouse", { figure: "tbt", bound: (b) => b.tbtMs }),
  {
    label: "CLS",
    key: "cls",
    throttling: "lighthouse",
    figure: "cls",
    bound: (b) => b.cls,
    format: (v) => (Number.isFinite(v) ? v.toFixed(3) : "–"),
    unit: "",
  },
  time("Speed Index", "si", "lighthouse"),
  time("FCP (loopback)", "fcp", "loopback"),
  time("LCP (loopback)", "lcp", "loopback", { figure: "lcp-loopback", bound: (b) => b.lcpMs }),
];

const boundText = (bound: Bound | undefined, format: (v: number) => string, unit: string) =>
  !bound ? "" : "max" in bound ? `≤ ${format(bound.max)}${unit}` : `≥ ${format(bound.min)}${unit}`;
const range = (values: number[], format: (v: number) => string, unit = "") => {
  const { min, max } = spreadOf(values);
  return Number.isFinite(min) ? `${format(min)}–${format(max)}${unit}` : "–";
};
const multiplier = (m: number) => `${m.toFixed(1)}×`;
const index = (i: number) => String(Math.round(i));

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

function align(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? "")].length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
