import type { Load } from "./throughput.ts";
import type { TierResults } from "./tier.ts";

/** The figures for the cache tier (budgets.json). */
export type TierBudgets = {
  /** The cached article through nginx as a share of nginx serving the same HTML from a file. */
  tierCachedRatio: { min: number };
  /** Origin renders of one cold article under a burst of connections. */
  tierBurstRenders: { max: number };
  /** Failed requests of the long run through the tier. */
  tierSoakFailures: { max: number };
  /** Failed requests seen by clients while a site process is killed. */
  tierFaultFailures: { max: number };
};

export type TierCheck = { figure: string; value: number; status: "ok" | "over" };

export function checkTier(t: TierResults, b: TierBudgets): TierCheck[] {
  const check = (figure: string, value: number, ok: boolean): TierCheck => ({
    figure,
    value,
    status: ok ? "ok" : "over",
  });
  return [
    check("tier-cached-ratio", t.cached.ratio, t.cached.ratio >= b.tierCachedRatio.min),
    // Exactly one: none would mean the page was never rendered, more that the lock let misses through.
    check("tier-burst-renders", t.burst.renders, t.burst.renders === b.tierBurstRenders.max),
    check("tier-burst-failures", t.burst.failed, t.burst.failed === 0),
    check(
      "tier-soak-failures",
      t.soak.load.non2xx + t.soak.load.errors,
      t.soak.load.non2xx + t.soak.load.errors <= b.tierSoakFailures.max,
    ),
    check("tier-fault-failures", t.fault.failed, t.fault.failed <= b.tierFaultFailures.max),
  ];
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

function align(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  return rows
    .map((r) =>
      r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "),
    )
    .join("\n");
}

export function formatTier(t: TierResults, checks: TierCheck[], b: TierBudgets): string {
  const mark = (figure: string) => (checks.find((c) => c.figure === figure)?.status === "over" ? " ✗" : "");
  const row = (label: string, l: Load) => [
    label,
    `${Math.round(l.requestsPerSecond)} req/s`,
    `p50 ${l.latencyP50Ms} ms`,
    `p99 ${l.latencyP99Ms} ms`,
    `${l.non2xx + l.errors} failed`,
  ];
  const { shape } = t;
  const lines = align([
    [
      `The cache tier: nginx, ${shape.sites} site process(es), ${shape.services} content service(s) on ${shape.database}, ${shape.cores} cores`,
      "",
      "",
      "",
      "",
    ],
    row(`  cached article through the tier, ${t.cached.tier.connections} connections`, t.cached.tier),
    row(`  nginx, same HTML from a file, ${t.cached.nginx.connections} connections`, t.cached.nginx),
    [
      `  tier / file${mark("tier-cached-ratio")}`,
      pct(t.cached.ratio),
      `budget ≥ ${b.tierCachedRatio.min * 100} %`,
      `${t.cached.originRequests} origin requests`,
      "",
    ],
    [
      `  burst: ${t.burst.connections} connections, one cold article${mark("tier-burst-renders")}`,
      `${t.burst.renders} render(s)`,
      `budget ${b.tierBurstRenders.max}`,
      `p99 ${t.burst.latencyP99Ms} ms`,
      `${t.burst.failed} failed`,
    ],
    row(`  uncached, ${t.scaling.processes} site processes`, t.scaling.many),
    row("  uncached, 1 site process", t.scaling.one),
    [`  ${t.scaling.processes} processes / 1`, `${t.scaling.ratio.toFixed(2)}×`, "", "", ""],
    row(
      `  ${t.soak.load.connections} connections × ${t.soak.load.seconds} s, page mix${mark("tier-soak-failures")}`,
      t.soak.load,
    ),
    row(`  site process killed, uncached${mark("tier-fault-failures")}`, t.fault.load),
    [
      "  killed process answering again after",
      t.fault.restartedAfterMs === null ? "not in 30 s" : `${t.fault.restartedAfterMs} ms`,
      "",
      "",
      "",
    ],
  ]);
  const memory = align([
    ["Peak memory during the long run", ""],
    ...t.soak.memory.map((m) => [`  ${m.role} (pid ${m.pid})`, mb(m.peakRssBytes)]),
  ]);
  return `${lines}\n\n${memory}`;
}
