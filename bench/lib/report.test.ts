import { describe, expect, it } from "vitest";
import type { Metrics } from "./lighthouse.ts";
import { type Budgets, checkPage, type PageResult } from "./report.ts";
import { formatRuns } from "./report-tables.ts";

const budgets: Budgets = {
  performance: { min: 98 },
  lcpMs: { max: 1350 },
  lcpSimulatedMs: { max: 2500 },
  tbtMs: { max: 50 },
  cls: { max: 0.02 },
  htmlGzipBytes: { max: 14336 },
  siteJsBeforeIdleGzipBytes: { max: 12288 },
  throughputRatio: { min: 0.05 },
  rssBytes: { max: 314572800 },
  mediaJsOverArticleGzipBytes: { max: 5120 },
};

const run = (performance: number, tbt: number, lcp = 1400): Metrics => ({
  performance,
  fcp: 1000,
  lcp,
  tbt,
  cls: 0,
  si: 1200,
});

const page: PageResult = {
  name: "article",
  url: "http://127.0.0.1/a",
  lighthouse: {
    runs: [run(100, 12), run(96, 80), run(99, 40)],
    cpu: [
      { lighthouseIndex: 1010, calibration: { index: 980, multiplier: 2.36, samples: [970, 980, 990] } },
      { lighthouseIndex: 620, calibration: { index: 600, multiplier: 1.69, samples: [600, 590, 610] } },
      {
        lighthouseIndex: 140,
        calibration: { index: 120, multiplier: 1, clamped: "slow host", samples: [120] },
      },
    ],
    median: run(99, 40),
    lcp: undefined,
  },
  loopback: {
    runs: [run(100, 0, 300), run(100, 0, 320), run(100, 0, 310)],
    cpu: [{ lighthouseIndex: 900 }, { lighthouseIndex: 950 }, { lighthouseIndex: 1000 }],
    median: run(100, 0, 310),
  },
  html: { raw: 60000, gzip: 13000, gzip9: 12800, headers: 300, encoding: "gzip" },
  js: { files: [], raw: 0, gzip: 0, gzip9: 0, wire: 0 },
  idle: {
    runs: [],
    idleMs: 900,
    siteBeforeIdle: 12000,
    siteBeforeIdleRuns: [12000, 12000, 12400],
    frameworkBeforeIdle: 108000,
    afterIdle: 30000,
    files: [],
  },
};

describe("checkPage", () => {
  const checks = checkPage(page, budgets);
  const check = (figure: string) => checks.find((c) => c.figure === figure);

  it("holds each timing's median and spread over the runs", () => {
    expect(check("tbt")).toMatchObject({ value: 40, spread: { min: 12, max: 80 } });
  });

  it("calls a figure whose spread covers its budget within noise, though its median meets it", () => {
    expect(check("tbt")?.status).toBe("within noise");
    expect(check("performance")?.status).toBe("within noise");
    expect(check("site-js-before-idle")?.status).toBe("within noise");
  });

  it("calls a figure met when every run meets it, and one measured once met or missed", () => {
    expect(check("lcp")?.status).toBe("met");
    expect(check("lcp-loopback")?.status).toBe("met");
    expect(check("html")).toMatchObject({ value: 13000, status: "met" });
    expect(check("html")?.spread).toBeUndefined();
  });

  it("calls a figure missed when every run misses it", () => {
    const slow = {
      ...page,
      lighthouse: { ...page.lighthouse, runs: [run(90, 300), run(80, 400), run(85, 350)] },
    };
    const slowChecks = checkPage(slow, budgets);
    expect(slowChecks.find((c) => c.figure === "tbt")?.status).toBe("missed");
    expect(slowChecks.find((c) => c.figure === "performance")?.status).toBe("missed");
  });
});

describe("formatRuns", () => {
  const text = formatRuns(page, checkPage(page, budgets), budgets);

  it("prints each run's index and slowdown, and a clamped one as such", () => {
    expect(text).toMatch(/index before run, slowdown\s+980 2\.4×\s+600 1\.7×\s+120 1\.0× \(slow host\)/);
    expect(text).toMatch(/index in Lighthouse's run\s+1010\s+620\s+140/);
  });

  it("prints each figure's median, spread, budget and verdict beside its runs", () => {
    expect(text).toMatch(/TBT\s+40 ms\s+12–80\s+≤ 50 ms\s+within noise\s+12\s+80\s+40/);
    expect(text).toMatch(/LCP \(loopback\)\s+310 ms\s+300–320\s+≤ 1350 ms\s+met/);
  });
});
