import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, badRequest } from "../../http/api-error.ts";
import { clientAddress } from "../../http/client-address.ts";
import { handle } from "../../http/handle.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { trackerEvents } from "../../metrics.ts";
import { verifiedSubject } from "../auth/anonymous-token.ts";
import { isTracked, recordTrackerLogs, summarizeTracker } from "./queries.ts";
import { viewerKey } from "./viewer.ts";

/** The {stats} calls: the analytics tracker of spec §7, and a summary of what it stored per item. */
export function trackerRoutes(deps: RouteDeps): Hono {
  const { config } = deps;
  const app = new Hono();
  const path = deps.paths.trackerLog;

  app.use(
    path,
    rateLimit("tracker", config.trackerRatePerMinute, {
      trustedProxies: config.trustedProxies,
      store: deps.rateStore,
    }),
  );

  // The body may come as text/plain (navigator.sendBeacon): the call's declaration says so.
  handle(app, config.prefixes, CALLS.trackerLog, async ({ c, body, query }) => {
    const logs = await body();
    const events = logs.reduce((n, log) => n + log.tid.split("|").length, 0);
    for (const log of logs) {
      for (const tid of log.tid.split("|")) {
        if (deps.ids.decode(tid) === null) {
          trackerEvents.inc({ outcome: "refused" }, events);
          throw badRequest(`invalid request: tid: ${tid} is not a content id`);
        }
      }
    }
    // A view counts once per identity the client cannot choose: the signed anonymous token's
    // subject (from the header, or the query for a beacon) together with the address.
    const { token } = query();
    const now = deps.now();
    const subject = await verifiedSubject(config.tokenSecret, c.req.header("authorization") || token, now);
    const viewer = viewerKey(config.tokenSecret, subject, clientAddress(c, config.trustedProxies));
    const accepted = await recordTrackerLogs(deps.db, { logs, ids: deps.ids, now, viewer });
    trackerEvents.inc({ outcome: "accepted" }, accepted);
    if (events > accepted) trackerEvents.inc({ outcome: "refused" }, events - accepted);
    return { accepted };
  });

  // Read-only counts per item: how an operator (and the browser tests) see what arrived.
  handle(app, config.prefixes, CALLS.trackerSummary, async ({ query }) => {
    const { tid } = query();
    const id = decodeIdOr404(deps.ids, tid, "content");
    if (!(await isTracked(deps.db, id))) throw new ApiError(404, "content not found");
    return summarizeTracker(deps.db, tid);
  });

  return app;
}
