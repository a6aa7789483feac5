/**
 * The bench's figures against its budgets (bench/budgets.json): what a page, a media page and the
 * server's throughput are measured as, and each figure's verdict, met, missed or within noise.
 */
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
