import { readFileSync } from "node:fs";
import autocannon from "autocannon";

/** One bounded load run: requests per second, latency and what went wrong. */
export type Load = {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  /** Highest resident memory of the measured process during the run (bytes), when one was given. */
  peakRssBytes?: number;
};

type LoadOptions = {
  connections: number;
  seconds: number;
  /** Request headers besides `Accept-Encoding: gzip`. */
  headers?: Record<string, string>;
  /** Paths each connection asks for in turn, instead of the URL's own. */
  paths?: string[];
  /** Processes whose resident memory is sampled during the run (every 100 ms). */
  pids?: number[];
  /** A 2 s run first, so caches and connections are warm (on by default). */
  warmUp?: boolean;
};

/**
 * `connections` keep-alive connections asking for `url` with `Accept-Encoding: gzip` (as a browser
 * does) for `seconds`, after a short warm-up. Only ever loopback: the bench measures its own stack.
 */
export async function load(url: string, connections: number, seconds: number, pid?: number): Promise<Load> {
  const { load: measured, peakRss } = await loadWith(url, { connections, seconds, pids: pid ? [pid] : [] });
  return { ...measured, ...(pid ? { peakRssBytes: peakRss.get(pid) ?? 0 } : {}) };
}

/** As `load`, with more headers, several paths, and the peak memory of each of several processes. */
export async function loadWith(
  url: string,
  { connections, seconds, headers = {}, paths, pids = [], warmUp = true }: LoadOptions,
): Promise<{ load: Load; peakRss: Map<number, number> }> {
  if (new URL(url).hostname !== "127.0.0.1") throw new Error(`load only goes to 127.0.0.1, not ${url}`);
  const options = {
    url,
    connections,
    headers: { "accept-encoding": "gzip", ...headers },
    ...(paths ? { requests: paths.map((path) => ({ path })) } : {}),
  };
  if (warmUp) await autocannon({ ...options, duration: 2 });
  const peakRss = new Map(pids.map((pid) => [pid, rssOf(pid)]));
  const sampler = setInterval(() => {
    for (const pid of pids) peakRss.set(pid, Math.max(peakRss.get(pid) ?? 0, rssOf(pid)));
  }, 100);
  try {
    const result = await autocannon({ ...options, duration: seconds });
    return {
      load: {
        connections,
        seconds,
        requestsPerSecond: result.requests.average,
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      },
      peakRss,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Resident memory of a process (bytes), from /proc; 0 once it is gone. */
export function rssOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}
