// What both programs share to run as services: structured logs with secrets masked, Prometheus
// metrics on a port of their own, liveness and readiness, and a stop that loses no request
// (docs/decisions/0130).
export {
  createLifecycle,
  type Lifecycle,
  type Probe,
  type ReadinessCheck,
  stopOnSignals,
} from "./lifecycle.ts";
export { capturingLogger, createLogger, type Logger, programLog, silentLogger } from "./logger.ts";
export { MASK, maskPathParams, maskText, maskUrl } from "./mask.ts";
export {
  collectProcessMetrics,
  counter,
  DURATION_BUCKETS,
  gauge,
  histogram,
  metricValue,
  NO_ROUTE,
  observeRequest,
  registry,
} from "./metrics.ts";
export { type OpsConfig, opsConfig } from "./ops-config.ts";
export { LIVE_PATH, probe, READY_PATH, startOperating, startOpsServer } from "./ops-server.ts";
export { currentRequestId, inRequest, type RequestContext } from "./request-context.ts";
export { REQUEST_ID_HEADER, requestIdOf } from "./request-id.ts";
