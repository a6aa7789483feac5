import { writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { launchChromium } from "./chromium.ts";

/** The figures of one run; times in ms, performance as 0–100. */
export type Metrics = { performance: number; fcp: number; lcp: number; tbt: number; cls: number; si: number };

export type ScriptRecord = { url: string; transferSize: number; resourceSize: number };

export type LcpInfo = { element: string; phases: Record<string, number> };

export type PageRuns = {
  runs: Metrics[];
  median: Metrics;
  /** Script responses of the page load (from the first run's network records). */
  scripts: ScriptRecord[];
  lcp: LcpInfo | undefined;
};

/**
 * `simulated`: Lighthouse's defaults (mobile emulation, simulated slow 4G and 4× CPU slowdown).
 * `loopback`: the same mobile emulation with no throttling at all, i.e. what loopback really took.
 */
export type Throttling = "simulated" | "loopback";

/**
 * Lighthouse, performance category only, each run in a fresh Chromium. Reports go to
 * `dir/<name>-<throttling>-<n>.report.{json,html}`.
 */
export async function runLighthouse(
  name: string,
  url: string,
  runs: number,
  dir: string,
  throttling: Throttling = "simulated",
): Promise<PageRuns> {
  const results: Result[] = [];
  for (let i = 1; i <= runs; i++) {
    const chromium = await launchChromium();
    try {
      const result = await lighthouse(url, {
        port: chromium.port,
        output: ["json", "html"],
        logLevel: "error",
        onlyCategories: ["performance"],
        ...(throttling === "loopback" ? { throttlingMethod: "provided" as const } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr, report } = result;
      const [json, html] = report as string[];
      writeFileSync(path.join(dir, `${name}-${throttling}-${i}.report.json`), json ?? "");
      writeFileSync(path.join(dir, `${name}-${throttling}-${i}.report.html`), html ?? "");
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.push(lhr);
    } finally {
      await chromium.close();
    }
  }
  const metrics = results.map(metricsOf);
  const first = results[0]!;
  return { runs: metrics, median: medianOf(metrics), scripts: scriptsOf(first), lcp: lcpOf(first) };
}

function metricsOf(lhr: Result): Metrics {
  const value = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (v === undefined) throw new Error(`Lighthouse audit ${id} has no value`);
    return v;
  };
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    si: value("speed-index"),
  };
}

/** The median of each figure on its own (with an even count, the lower middle run). */
export function medianOf(runs: Metrics[]): Metrics {
  const median = (key: keyof Metrics) => {
    const sorted = runs.map((m) => m[key]).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)]!;
  };
  return {
    performance: median("performance"),
    fcp: median("fcp"),
    lcp: median("lcp"),
    tbt: median("tbt"),
    cls: median("cls"),
    si: median("si"),
  };
}

type Table = { type?: string; items?: Record<string, unknown>[] };

function scriptsOf(lhr: Result): ScriptRecord[] {
  const items = (lhr.audits["network-requests"]?.details as Table | undefined)?.items ?? [];
  return items
    .filter((item) => item.resourceType === "Script")
    .map((item) => ({
      url: String(item.url),
      transferSize: Number(item.transferSize ?? 0),
      resourceSize: Number(item.resourceSize ?? 0),
    }));
}

/** The LCP element and how its time splits into phases (TTFB, load delay, load time, render delay). */
function lcpOf(lhr: Result): LcpInfo | undefined {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as { items?: Table[] } | undefined;
  const [elementTable, phaseTable] = details?.items ?? [];
  const node = elementTable?.items?.[0]?.node as { snippet?: string; selector?: string } | undefined;
  if (!node) return undefined;
  const phases: Record<string, number> = {};
  for (const row of phaseTable?.items ?? []) phases[String(row.phase)] = Number(row.timing);
  return { element: node.snippet ?? node.selector ?? "?", phases };
}
