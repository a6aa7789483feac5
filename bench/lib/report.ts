import type { Sizes } from "./bytes.ts";
import type { LcpInfo, Metrics } from "./lighthouse.ts";

export type Budgets = {
  performance: { target: number; warnBelow: number };
  /** LCP as loopback really took it (no throttling). */
  lcpMs: { max: number };
  /** LCP under Lighthouse's simulated slow 4G: Web Vitals' "good" line. */
  lcpSimulatedMs: { max: number };
  tbtMs: { max: number };
  cls: { max: number };
  htmlGzipBytes: { max: number };
  routeJsGzipBytes: { max: number };
};

export type ScriptSizes = Sizes & { url: string; file: string; wire: number };

export type PageResult = {
  name: string;
  url: string;
  lighthouse: { runs: Metrics[]; median: Metrics; lcp: LcpInfo | undefined };
  loopback: { runs: Metrics[]; median: Metrics };
  html: Sizes;
  js: { files: ScriptSizes[]; raw: number; gzip: number; gzip9: number; wire: number };
};

/** ok: within budget; near: under the performance target but not below its warning line; over: over budget. */
export type Status = "ok" | "near" | "over";
export type Check = { page: string; figure: string; value: number; status: Status };

export function checkPage(page: PageResult, b: Budgets): Check[] {
  const m = page.lighthouse.median;
  const max = (figure: string, value: number, limit: number): Check => ({
    page: page.name,
    figure,
    value,
    status: value <= limit ? "ok" : "over",
  });
  const perf = m.performance;
  const perfStatus = perf >= b.performance.target ? "ok" : perf >= b.performance.warnBelow ? "near" : "over";
  return [
    { page: page.name, figure: "performance", value: perf, status: perfStatus },
    max("lcp", m.lcp, b.lcpSimulatedMs.max),
    max("lcp-loopback", page.loopback.median.lcp, b.lcpMs.max),
    max("tbt", m.tbt, b.tbtMs.max),
    max("cls", m.cls, b.cls.max),
    max("html", page.html.gzip, b.htmlGzipBytes.max),
    max("js", page.js.gzip, b.routeJsGzipBytes.max),
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v: number) => `${Math.round(v)} ms`;
const MARK: Record<Status, string> = { ok: "", near: " ~", over: " ✗" };

/** The compact table: one row per figure, one column per page, then the budget. */
export function formatTable(pages: PageResult[], checks: Check[], b: Budgets): string {
  const mark = (page: string, figure: string) =>
    MARK[checks.find((c) => c.page === page && c.figure === figure)?.status ?? "ok"];
  type Row = [label: string, cell: (p: PageResult) => string, budget: string];
  const rows: Row[] = [
    [
      "Performance",
      (p) => `${p.lighthouse.median.performance}${mark(p.name, "performance")}`,
      `${b.performance.target} (warn < ${b.performance.warnBelow})`,
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
    ["JS gzip (served)", (p) => `${kb(p.js.gzip)}${mark(p.name, "js")}`, `≤ ${kb(b.routeJsGzipBytes.max)}`],
    ["  JS raw / gzip -9", (p) => `${kb(p.js.raw)} / ${kb(p.js.gzip9)}`, ""],
    ["  JS in browser (wire)", (p) => `${kb(p.js.wire)} in ${p.js.files.length} files`, ""],
  ];
  const header = ["", ...pages.map((p) => p.name), "budget"];
  const body = rows.map(([label, cell, budget]) => [label, ...pages.map(cell), budget]);
  return align([header, ...body]);
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
