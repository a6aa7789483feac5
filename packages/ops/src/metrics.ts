import client, { type Counter, type Gauge, type Histogram } from "prom-client";

/**
 * The process's one registry. prom-client is loaded once from node_modules, so the site's two
 * bundles (the server's and React Router's) share it; a metric is made once by name and found
 * again by the second bundle rather than registered twice.
 */
export const registry = client.register;

/** Request and call durations, in seconds: from a cached answer (milliseconds) to a slow page. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function counter<L extends string>(config: client.CounterConfiguration<L>): Counter<L> {
  return (registry.getSingleMetric(config.name) as Counter<L> | undefined) ?? new client.Counter(config);
}

export function gauge<L extends string>(config: client.GaugeConfiguration<L>): Gauge<L> {
  return (registry.getSingleMetric(config.name) as Gauge<L> | undefined) ?? new client.Gauge(config);
}

export function histogram<L extends string>(config: client.HistogramConfiguration<L>): Histogram<L> {
  return (registry.getSingleMetric(config.name) as Histogram<L> | undefined) ?? new client.Histogram(config);
}

let collecting = false;

/**
 * Node's own figures (memory, event-loop lag, handles, garbage collection, CPU) for this process,
 * every series labelled with the program's name.
 */
export function collectProcessMetrics(program: string): void {
  if (collecting) return;
  collecting = true;
  registry.setDefaultLabels({ program });
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
}

const requests = () =>
  counter({
    name: "http_requests_total",
    help: "Requests answered, by route id, method and status",
    labelNames: ["route", "method", "status"],
  });
const durations = () =>
  histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's last byte, by route id and status",
    labelNames: ["route", "status"],
    buckets: DURATION_BUCKETS,
  });

/**
 * The route id of an answer no route took (a file, a refusal, the 404 of an unknown path): one
 * series for all of them, never one per address.
 */
export const NO_ROUTE = "(none)";

/** Counts one answered request and its duration. */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  requests().inc({ route, method, status: String(status) });
  durations().observe({ route, status: String(status) }, seconds);
}

/** A series' value now (0 when it has none yet): the labels given must all match. */
export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) return 0;
  const { values } = await metric.get();
  const matching = values.filter((v) =>
    Object.entries(labels).every(([key, value]) => String(v.labels[key]) === value),
  );
  return matching.reduce((sum, v) => sum + v.value, 0);
}
