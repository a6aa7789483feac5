import type { Sizes } from "./bytes.ts";
import type { IdleRun } from "./idle-js.ts";
import type { LcpInfo, Metrics } from "./lighthouse.ts";
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
  lighthouse: { runs: Metrics[]; median: Metrics; lcp: LcpInfo | undefined };
  loopback: { runs: Metrics[]; median: Metrics };
  html: Sizes;
  js: { files: ScriptSizes[]; raw: number; gzip: number; gzip9: number; wire: number };
  idle: IdleJs;
};

/** Scripts by when they were requested (before or after idle), gzip as served; the median run's. */
export type IdleJs = {
  runs: IdleRun[];
  idleMs: number;
  siteBeforeIdle: number;
  frameworkBeforeIdle: number;
  afterIdle: number;
  files: (IdleRun["scripts"][number] & { gzip: number })[];
};

export type Throughput = { site: Load; nginx: Load; ratio: number; memory: Load };

export type Status = "ok" | "over";
export type Check = { page: string; figure: string; value: number; status: Status };

/**
 * A page's figures against the budgets. A media page's scripts are held to the article's plus a
 * margin instead (checkMediaPage): its player's controls are there before idle by design.
 */
export function checkPage(page: PageResult, b: Budgets, kind: "page" | "media" = "page"): Check[] {
  const m = page.lighthouse.median;
  const max = (figure: string, value: number, limit: number): Check => ({
    page: page.name,
    figure,
    value,
    status: value <= limit ? "ok" : "over",
  });
  return [
    {
      page: page.name,
      figure: "performance",
      value: m.performance,
      status: m.performance >= b.performance.min ? "ok" : "over",
    },
    max("lcp", m.lcp, b.lcpSimulatedMs.max),
    max("lcp-loopback", page.loopback.median.lcp, b.lcpMs.max),
    max("tbt", m.tbt, b.tbtMs.max),
    max("cls", m.cls, b.cls.max),
    max("html", page.html.gzip, b.htmlGzipBytes.max),
    ...(kind === "page"
      ? [max("site-js-before-idle", page.idle.siteBeforeIdle, b.siteJsBeforeIdleGzipBytes.max)]
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
    {
      page: page.name,
      figure: "js-over-article",
      value: over,
      status: over <= b.mediaJsOverArticleGzipBytes.max ? "ok" : "over",
    },
    {
      page: page.name,
      figure: "lcp-is-poster",
      value: lcpIsPicture ? 1 : 0,
      status: lcpIsPicture ? "ok" : "over",
    },
  ];
}

export function checkThroughput(t: Throughput, b: Budgets): Check[] {
  return [
    {
      page: "server",
      figure: "throughput-ratio",
      value: t.ratio,
      status: t.ratio >= b.throughputRatio.min ? "ok" : "over",
    },
    {
      page: "server",
      figure: "rss",
      value: t.memory.peakRssBytes ?? 0,
      status: (t.memory.peakRssBytes ?? 0) <= b.rssBytes.max ? "ok" : "over",
    },
    ...[t.site, t.nginx, t.memory].map((l, i) => ({
      page: "server",
      figure: `${["site", "nginx", "memory"][i]}-failures`,
      value: l.non2xx + l.errors,
      status: (l.non2xx + l.errors === 0 ? "ok" : "over") as Status,
    })),
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v: number) => `${Math.round(v)} ms`;
const MARK: Record<Status, string> = { ok: "", over: " ✗" };

/** The compact table: one row per figure, one column per page, then the budget. */
export function formatTable(pages: PageResult[], checks: Check[], b: Budgets): string {
  const mark = (page: string, figure: string) =>
    MARK[checks.find((c) => c.page === page && c.figure === figure)?.status ?? "ok"];
  type Row = [label: string, cell: (p: PageResult) => string, budget: string];
  const rows: Row[] = [
    [
      "Performance",
      (p) => `${p.lighthouse.median.performance}${mark(p.name, "performance")}`,
      `≥ ${b.performance.min}`,
    ],
    ["FCP", (p) => ms(p.lighthouse.median.fcp), ""],
    ["LCP", (p) => `${ms(p.lighthouse.median.lcp)}${mark(p.name, "lcp")}`, `≤ ${b.lcpSimulatedMs.max} ms`],
    ["TBT", (p) => `${ms(p.lighthouse.median.tbt)}${mark(p.name, "tbt")}`, `≤ ${b.tbtMs.max} ms`],
    ["CLS", (p) => `${p.lighthouse.median.cls.toFixed(3)}${mark(p.name, "cls")}`, `≤ ${b.cls.max}`],
    ["Speed Index", (p) => ms(p.lighthouse.median.si), ""],
    ["FCP (loopback)", (p) => ms(p.loopback.median.fcp), ""],
    [
      "LCP (loopback)",
      (p) => `${ms(p.loopback.median.lcp)}${mark(p.name, "lcp-loopback")}`,
      `≤ ${b.lcpMs.max} ms`,
    ],
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
  const mark = (figure: string) => MARK[checks.find((c) => c.figure === figure)?.status ?? "ok"];
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
