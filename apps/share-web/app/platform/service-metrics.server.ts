import type { CallName } from "@davmu/contract";
import { counter, DURATION_BUCKETS, histogram } from "@davmu/ops";
import { HttpError } from "./http/http-error.ts";

const durations = histogram({
  name: "share_web_service_call_duration_seconds",
  help: "The server's calls to the content service, by call name and outcome (ok, or the failure's kind)",
  labelNames: ["call", "outcome"],
  buckets: DURATION_BUCKETS,
});
const failures = counter({
  name: "share_web_service_call_failures_total",
  help: "The server's failed calls to the content service, by call name and kind: timeout, network, http, api, invalid",
  labelNames: ["call", "kind"],
});

/** Times each of the server's calls and counts its failures (api.ts `Observe`). */
export function observeServiceCall(name: CallName, seconds: number, error?: unknown): void {
  const outcome = error === undefined ? "ok" : error instanceof HttpError ? error.kind : "invalid";
  durations.observe({ call: name, outcome }, seconds);
  if (error !== undefined) failures.inc({ call: name, kind: outcome });
}
