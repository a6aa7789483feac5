import {
  TrackerBatchSchema,
  TrackerLogQuerySchema,
  TrackerLogResponseSchema,
  TrackerLogSchema,
  TrackerSummaryQuerySchema,
  TrackerSummaryResponseSchema,
} from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, badRequest } from "../../http/api-error.ts";
import { clientAddress } from "../../http/client-address.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { readJson } from "../../http/read-json.ts";
import { ok } from "../../http/respond.ts";
import { decodeIdOr404, parseInput } from "../../http/validate.ts";
import { verifiedSubject } from "../auth/anonymous-token.ts";
import { isTracked, recordTrackerLogs, summarizeTracker } from "./queries.ts";
import { viewerKey } from "./viewer.ts";

/**
 * Bodies sent with `navigator.sendBeacon` as `text/plain` need no CORS preflight, which a page being
 * closed has no time for; the body is JSON all the same.
 */
const ACCEPTED_TYPES = ["application/json", "text/plain"];

/** The {stats} calls: the analytics tracker of spec §7, and a summary of what it stored per item. */
export function trackerRoutes(deps: RouteDeps): Hono {
  const { config } = deps;
  const app = new Hono();
  const path = deps.paths.trackerLog;

  app.use(path, rateLimit(config.trackerRatePerMinute, { trustedProxies: config.trustedProxies }));

  app.post(path, async (c) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!ACCEPTED_TYPES.includes(type)) {
      throw new ApiError(415, "the body must be JSON, sent as application/json or text/plain");
    }
    const body = await readJson(c);
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
    // A view counts once per identity the client cannot choose: the signed anonymous token's
    // subject (from the header, or the query for a beacon) together with the address.
    const { token } = parseInput(TrackerLogQuerySchema, c.req.query());
    const now = deps.now();
    const subject = await verifiedSubject(config.tokenSecret, c.req.header("authorization") || token, now);
    const viewer = viewerKey(config.tokenSecret, subject, clientAddress(c, config.trustedProxies));
    const accepted = await recordTrackerLogs(deps.db, { logs, ids: deps.ids, now, viewer });
    return ok(c, TrackerLogResponseSchema, { accepted });
  });

  // Read-only counts per item: how an operator (and the browser tests) see what arrived.
  app.get(deps.paths.trackerSummary, async (c) => {
    const { tid } = parseInput(TrackerSummaryQuerySchema, c.req.query());
    const id = decodeIdOr404(deps.ids, tid, "content");
    if (!(await isTracked(deps.db, id))) throw new ApiError(404, "content not found");
    return ok(c, TrackerSummaryResponseSchema, await summarizeTracker(deps.db, tid));
  });

  return app;
}
