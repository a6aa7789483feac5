import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { badRequest } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { recordTrackerLogs, summarizeTracker } from "./queries.ts";

/** The {stats} calls: the analytics tracker of spec §7, and a summary of what it stored per item. */
export function trackerRoutes(deps: RouteDeps): Hono {
  const app = new Hono();
  const path = deps.paths.trackerLog;

  app.use(path, rateLimit(deps.config.trackerRatePerMinute, { trustedHops: deps.config.trustProxyHops }));

  // The body may come as text/plain (navigator.sendBeacon): the call's declaration says so.
  handle(app, deps.config.prefixes, CALLS.trackerLog, async ({ body }) => {
    const logs = await body();
    for (const log of logs) {
      for (const tid of log.tid.split("|")) {
        if (deps.ids.decode(tid) === null)
          throw badRequest(`invalid request: tid: ${tid} is not a content id`);
      }
    }
    const accepted = await recordTrackerLogs(deps.db, { logs, ids: deps.ids, now: deps.now() });
    return { accepted };
  });

  // Read-only counts per item: how an operator (and the browser tests) see what arrived.
  handle(app, deps.config.prefixes, CALLS.trackerSummary, async ({ query }) =>
    summarizeTracker(deps.db, query().tid),
  );

  return app;
}
