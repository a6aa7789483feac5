import {
  TrackerBatchSchema,
  TrackerLogResponseSchema,
  TrackerLogSchema,
  TrackerSummaryQuerySchema,
  TrackerSummaryResponseSchema,
} from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, badRequest } from "../../http/api-error.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { ok } from "../../http/respond.ts";
import { parseInput } from "../../http/validate.ts";
import { recordTrackerLogs, summarizeTracker } from "./queries.ts";

/**
 * Bodies sent with `navigator.sendBeacon` as `text/plain` need no CORS preflight, which a page being
 * closed has no time for; the body is JSON all the same.
 */
const ACCEPTED_TYPES = ["application/json", "text/plain"];

/** The {stats} calls: the analytics tracker of spec §7, and a summary of what it stored per item. */
export function trackerRoutes(deps: RouteDeps): Hono {
  const app = new Hono();
  const path = deps.paths.trackerLog;

  app.use(path, rateLimit(deps.config.trackerRatePerMinute, { trustedHops: deps.config.trustProxyHops }));

  app.post(path, async (c) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!ACCEPTED_TYPES.includes(type)) {
      throw new ApiError(415, "the body must be JSON, sent as application/json or text/plain");
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw badRequest("invalid request: the body must be JSON");
    }
    // Parsed as one or the other, so a mistake is named by field rather than "invalid input".
    const logs = Array.isArray(body)
      ? parseInput(TrackerBatchSchema, body)
      : [parseInput(TrackerLogSchema, body)];
    for (const log of logs) {
      for (const tid of log.tid.split("|")) {
        if (deps.ids.decode(tid) === null)
          throw badRequest(`invalid request: tid: ${tid} is not a content id`);
      }
    }
    const accepted = await recordTrackerLogs(deps.db, { logs, ids: deps.ids, now: deps.now() });
    return ok(c, TrackerLogResponseSchema, { accepted });
  });

  // Read-only counts per item: how an operator (and the browser tests) see what arrived.
  app.get(deps.paths.trackerSummary, async (c) => {
    const { tid } = parseInput(TrackerSummaryQuerySchema, c.req.query());
    return ok(c, TrackerSummaryResponseSchema, await summarizeTracker(deps.db, tid));
  });

  return app;
}
