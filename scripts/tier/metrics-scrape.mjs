// The tier's metrics in one place (docs/decisions/0133): a loopback listener whose /metrics asks
// every site and content-service process for its own and answers them together, each series
// labelled with the process it came from (`instance="share-web 1"`). What Prometheus would do by
// scraping each process; here an operator (or a test) reads one address.
import { createServer } from "node:http";

/**
 * Adds `instance="…"` to every sample line of a Prometheus text exposition; comment lines (HELP,
 * TYPE) are kept once per metric name across processes by the caller.
 * @param {string} text
 * @param {string} instance
 */
export function labelled(text, instance) {
  const label = `instance="${instance.replace(/["\\]/g, "\\$&")}"`;
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const brace = line.indexOf("{");
      const space = line.indexOf(" ");
      if (brace >= 0 && brace < space) return `${line.slice(0, brace + 1)}${label},${line.slice(brace + 1)}`;
      return `${line.slice(0, space)}{${label}}${line.slice(space)}`;
    });
}

/**
 * Every process's metrics as one exposition: each metric's HELP and TYPE once, then its samples
 * from every process that answered. A process that does not answer (restarting) is named in a
 * comment and its series are absent until it is back.
 * @param {{ name: string, metricsPort: number }[]} processes
 */
export async function scrapeAll(processes) {
  const answers = await Promise.all(
    processes.map(async (entry) => {
      try {
        const response = await fetch(`http://127.0.0.1:${entry.metricsPort}/metrics`, {
          signal: AbortSignal.timeout(2_000),
        });
        return { entry, text: response.ok ? await response.text() : null };
      } catch {
        return { entry, text: null };
      }
    }),
  );
  /** @type {Map<string, { head: string[], samples: string[] }>} */
  const metrics = new Map();
  const missing = [];
  for (const { entry, text } of answers) {
    if (text === null) {
      missing.push(entry.name);
      continue;
    }
    // One block per metric: its comment lines, then its samples.
    for (const block of text.split(/\n(?=# HELP )/)) {
      const name = /^# HELP (\S+)/.exec(block)?.[1];
      if (!name) continue;
      const metric = metrics.get(name) ?? {
        head: block.split("\n").filter((l) => l.startsWith("#")),
        samples: [],
      };
      metric.samples.push(...labelled(block, entry.name));
      metrics.set(name, metric);
    }
  }
  const lines = missing.map((name) => `# ${name}: no answer`);
  for (const { head, samples } of metrics.values()) lines.push(...head, ...samples);
  return `${lines.join("\n")}\n`;
}

/**
 * Serves `scrapeAll` of the processes `list()` names at http://127.0.0.1:{port}/metrics.
 * @param {{ port: number, list: () => { name: string, metricsPort: number }[] }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export function serveTierMetrics({ port, list }) {
  const server = createServer(async (req, res) => {
    if (req.url !== "/metrics") return res.writeHead(404).end("the tier's metrics are at /metrics\n");
    res
      .writeHead(200, { "Content-Type": "text/plain; version=0.0.4; charset=utf-8" })
      .end(await scrapeAll(list()));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${port}/metrics`,
        stop: () => new Promise((done) => server.close(() => done(undefined))),
      }),
    );
  });
}
