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

/**
 * `connections` keep-alive connections asking for `url` with `Accept-Encoding: gzip` (as a browser
 * does) for `seconds`, after a short warm-up. Only ever loopback: the bench measures its own stack.
 */
export async function load(url: string, connections: number, seconds: number, pid?: number): Promise<Load> {
  if (new URL(url).hostname !== "127.0.0.1") throw new Error(`load only goes to 127.0.0.1, not ${url}`);
  const headers = { "accept-encoding": "gzip" };
  await autocannon({ url, connections, duration: 2, headers });
  let peakRssBytes = pid ? rssOf(pid) : undefined;
  const sampler = pid
    ? setInterval(() => {
        peakRssBytes = Math.max(peakRssBytes ?? 0, rssOf(pid));
      }, 100)
    : undefined;
  try {
    const result = await autocannon({ url, connections, duration: seconds, headers });
    return {
      connections,
      seconds,
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      ...(peakRssBytes !== undefined ? { peakRssBytes } : {}),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Resident memory of a process (bytes), from /proc. */
export function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return kb ? Number(kb) * 1024 : 0;
}
