import { writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromium as playwright } from "playwright-core";
import { type Slowdown, slowdownFor } from "./calibration.ts";
import { launchChromium } from "./chromium.ts";
import { spreadOf } from "./spread.ts";

/** The figures of one run; times in ms, performance as 0–100. */
export type Metrics = { performance: number; fcp: number; lcp: number; tbt: number; cls: number; si: number };

export type ScriptRecord = { url: string; transferSize: number; resourceSize: number };

export type LcpInfo = { element: string; phases: Record<string, number> };

/** The machine's CPU around one run. */
export type RunCpu = {
  /** Lighthouse's own benchmark index, measured in the run's browser before it loads the page. */
  lighthouseIndex: number;
  /**
   * Simulated runs: the index measured in the same browser just before the run (the median of
   * `samples`), and the CPU slowdown set from it (decision 0089).
   */
  calibration?: Slowdown & { samples: number[] };
};

export type PageRuns = {
  runs: Metrics[];
  /** The CPU of each run, in the order of `runs`. */
  cpu: RunCpu[];
  median: Metrics;
  /** Script responses of the page load (from the first run's network records). */
  scripts: ScriptRecord[];
  lcp: LcpInfo | undefined;
};

/**
 * `simulated`: Lighthouse's mobile defaults (mobile emulation, simulated slow 4G) with the CPU
 * slowdown calibrated to the machine before each run (lib/calibration.ts, decision 0089).
 * `loopback`: the same mobile emulation with no throttling at all, i.e. what loopback really took.
 */
export type Throttling = "simulated" | "loopback";

/** Samples of the benchmark index taken before each simulated run (about a second each). */
const INDEX_SAMPLES = 3;

/**
 * Lighthouse's benchmark index (`computeBenchmarkIndex`, the one it reports as
 * `environment.benchmarkIndex`), evaluated `samples` times in the browser's first tab (about:blank,
 * no emulation or throttling, as Lighthouse runs it); the median and every sample.
 */
export async function measureBenchmarkIndex(
  port: number,
  samples = INDEX_SAMPLES,
): Promise<{ index: number; samples: number[] }> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = browser.contexts()[0]?.pages()[0];
    if (!page) throw new Error("Chromium has no tab to measure its benchmark index in");
    const values: number[] = [];
    for (let i = 0; i < samples; i++) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return { index: spreadOf(values).median, samples: values };
  } finally {
    // Connected over CDP, this disconnects; the browser and its tab stay for Lighthouse.
    await browser.close();
  }
}

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
  const cpu: RunCpu[] = [];
  for (let i = 1; i <= runs; i++) {
    const chromium = await launchChromium();
    try {
      let calibration: RunCpu["calibration"];
      if (throttling === "simulated") {
        const measured = await measureBenchmarkIndex(chromium.port);
        calibration = { ...slowdownFor(measured.index), samples: measured.samples };
      }
      const result = await lighthouse(url, {
        port: chromium.port,
        output: ["json", "html"],
        logLevel: "error",
        onlyCategories: ["performance"],
        // Merged into Lighthouse's mobile throttling: slow 4G stays as it is.
        ...(calibration ? { throttling: { cpuSlowdownMultiplier: calibration.multiplier } } : {}),
        ...(throttling === "loopback" ? { throttlingMethod: "provided" as const } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr, report } = result;
      const [json, html] = report as string[];
      writeFileSync(path.join(dir, `${name}-${throttling}-${i}.report.json`), json ?? "");
      writeFileSync(path.join(dir, `${name}-${throttling}-${i}.report.html`), html ?? "");
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
      if (calibration && applied !== calibration.multiplier)
        throw new Error(`Lighthouse ran at ${applied}× CPU slowdown, not the ${calibration.multiplier}× set`);
      results.push(lhr);
      cpu.push({ lighthouseIndex: lhr.environment.benchmarkIndex, ...(calibration ? { calibration } : {}) });
    } finally {
      await chromium.close();
    }
  }
  const metrics = results.map(metricsOf);
  const first = results[0]!;
  return { runs: metrics, cpu, median: medianOf(metrics), scripts: scriptsOf(first), lcp: lcpOf(first) };
}

function metricsOf(lhr: Result): Metrics {
  const value = (id: string) => {
    // A figure Lighthouse could not compute in this run (say TBT's NO_TTI_CPU_IDLE_PERIOD on a
    // busy machine; the report says why) is left out of its median and spread, not the whole bench.
    return lhr.audits[id]?.numericValue ?? Number.NaN;
  };
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    si: value("speed-index"),
  };
}

/** The median of each figure on its own (with an even count, the lower middle run). */
export function medianOf(runs: Metrics[]): Metrics {
  const median = (key: keyof Metrics) => spreadOf(runs.map((m) => m[key])).median;
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
