/**
 * The live bench's report: how long a message took from its send call to each viewer's stream
 * (p50, p99, max), what reached whom, and the content service's CPU and memory meanwhile.
 */
import { cpus, loadavg } from "node:os";
import type { ProcessStats } from "./process-stats.ts";

/** What one live bench measured. */
export type LiveMeasurements = {
  viewers: number;
  rate: number;
  seconds: number;
  sent: number;
  failed: number;
  /** Deliveries: every message sent without failing to every viewer, and those that came. */
  expected: number;
  received: number;
  /** Each delivery's time from the send call to the stream, in ms. */
  latencies: number[];
  /** The content service's process when sending began and once the last deliveries came. */
  before: ProcessStats;
  after: ProcessStats;
  /** Seconds from the first send to `after`. */
  elapsed: number;
  peakRss: number;
  /** Before any stream opened, and after each round of streams closed: RSS and heap, in bytes. */
  idleRss: number;
  afterClose: number[];
  idleHeap: number;
  heapAfterClose: number[];
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Prints what the live bench measured. */
export function reportLive(m: LiveMeasurements): void {
  const { viewers, rate, seconds, sent, failed, expected, received, before, after, elapsed, peakRss } = m;
  const { idleRss, afterClose, idleHeap, heapAfterClose } = m;
  const latencies = [...m.latencies].sort((a, b) => a - b);
  const results = {
    viewers,
    rate,
    seconds,
    sent,
    failedSends: failed,
    deliveries: { expected, received },
    latencyMs: {
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(latencies.at(-1) ?? Number.NaN),
    },
    contentService: {
      cpuPercentOfOneCore: Math.round(((after.cpuSeconds - before.cpuSeconds) / elapsed) * 100),
      peakRssMB: Math.round(peakRss / 1024 / 1024),
      idleRssMB: Math.round(idleRss / 1024 / 1024),
      rssAfterEachCloseMB: afterClose.map((rss) => Math.round(rss / 1024 / 1024)),
      idleHeapMB: Number((idleHeap / 1024 / 1024).toFixed(1)),
      heapAfterEachCloseMB: heapAfterClose.map((heap) => Number((heap / 1024 / 1024).toFixed(1))),
    },
    machine: {
      cores: cpus().length,
      loadAfter: loadavg()
        .map((l) => l.toFixed(2))
        .join(" "),
    },
  };
  console.log(
    `\nLive room under load: ${viewers} viewers on the push stream, ${rate} messages a second for ${seconds} s`,
  );
  console.log(`  messages sent                 ${sent} (${failed} failed)`);
  console.log(`  deliveries                    ${received} of ${expected}`);
  console.log(
    `  send to stream latency        p50 ${results.latencyMs.p50} ms  p99 ${results.latencyMs.p99} ms  max ${results.latencyMs.max} ms`,
  );
  console.log(`  content service CPU           ${results.contentService.cpuPercentOfOneCore} % of one core`);
  console.log(`  content service peak RSS      ${results.contentService.peakRssMB} MB`);
  const { idleHeapMB, heapAfterEachCloseMB, idleRssMB, rssAfterEachCloseMB } = results.contentService;
  console.log(
    `  heap after streams close      ${heapAfterEachCloseMB.join(" MB, ")} MB after 3 rounds of ${viewers} (${idleHeapMB} MB before any; after a full collection)`,
  );
  console.log(
    `  RSS 3 s after streams close   ${rssAfterEachCloseMB.join(" MB, ")} MB (${idleRssMB} MB before any)`,
  );
  console.log(
    `  machine load after            ${results.machine.loadAfter} (${results.machine.cores} cores)`,
  );
}
