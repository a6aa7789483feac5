import { LIVE_PATH, maskUrl, probe, READY_PATH } from "@davmu/ops";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { sql } from "kysely";
import { dialectOf } from "./db/dialect.ts";
import { type AppDeps, createRouteDeps } from "./deps.ts";
import { ApiError } from "./http/api-error.ts";
import { innerCallsOnly, innerPathMatcher } from "./http/inner-calls.ts";
import { serviceReadiness } from "./http/readiness.ts";
import { requestLog } from "./http/request-log.ts";
import { fail } from "./http/respond.ts";
import { accountRoutes } from "./modules/accounts/routes.ts";
import { albumRoutes } from "./modules/albums/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { catalogueRoutes } from "./modules/catalogue/routes.ts";
import { commentRoutes } from "./modules/comments/routes.ts";
import { communityRoutes } from "./modules/community/routes.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import { danmuRoutes } from "./modules/danmu/routes.ts";
import { editorialRoutes } from "./modules/editorial/routes.ts";
import { formRoutes, formUploadRoutes } from "./modules/forms/routes.ts";
import { lawRoutes } from "./modules/law/routes.ts";
import { lbsRoutes } from "./modules/lbs/routes.ts";
import { bookingRoutes } from "./modules/live/bookings.ts";
import { liveChatRoutes } from "./modules/live/chat.ts";
import { liveRoutes } from "./modules/live/routes.ts";
import { liveStreamRoutes } from "./modules/live-stream/routes.ts";
import { roomStreamOnAir, roomStreamSource } from "./modules/live-stream/source.ts";
import { mediaDir } from "./modules/media/folders.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { miniProgramRoutes } from "./modules/mini-program/routes.ts";
import { mpRoutes } from "./modules/mp/routes.ts";
import { previewRoutes } from "./modules/preview/routes.ts";
import { reviewRoutes } from "./modules/review/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { sectionCardSources } from "./modules/sections/sources.ts";
import { siteRoutes } from "./modules/site/routes.ts";
import { sitemapRoutes } from "./modules/sitemap/routes.ts";
import { socialRoutes } from "./modules/social/routes.ts";
import { topicRoutes } from "./modules/topics/routes.ts";
import { trackerRoutes } from "./modules/tracker/routes.ts";
import { wxshareRoutes } from "./modules/wxshare/routes.ts";

/** Request bodies are small JSON documents; anything bigger is refused before it is read. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The whole HTTP service, with no I/O until a request arrives: tests call `app.request()` on it. */
export function createApp(appDeps: AppDeps): Hono {
  const deps = createRouteDeps(appDeps);
  const { config } = deps;
  const app = new Hono();
  // A service built without a lifecycle (a test) is ready as soon as its database is.
  if (!appDeps.lifecycle) deps.lifecycle.started(serviceReadiness(deps.db));
  app.use("*", requestLog(deps.log, deps.lifecycle, config.trustedProxies));

  // Every answer, JSON, media and errors alike, is only ever what its Content-Type says.
  app.use("*", async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
  });
  const publicCors = cors({
    origin: config.corsOrigins.includes("*") ? "*" : config.corsOrigins,
    allowMethods: ["GET", "POST", "OPTIONS"],
    // The site's one HTTP client sends these from the browser (spec §7).
    allowHeaders: ["Authorization", "X-Request-Id", "Content-Type", "Accept"],
    // A refused login code says when another may be asked for; the page counts down to it.
    exposeHeaders: ["Retry-After"],
    maxAge: 600,
  });
  const isInner = innerPathMatcher(deps.paths);
  const innerOnly = innerCallsOnly(config.innerSecret);
  app.use("*", (c, next) => (isInner(c.req.path) ? innerOnly(c, next) : publicCors(c, next)));
  // Before the body limit below: a picture for a form is larger, and the upload has its own limit.
  app.route("/", formUploadRoutes(deps));
  app.use(
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => fail(c, 413, `the body exceeds ${MAX_BODY_BYTES} bytes`),
    }),
  );

  // Whichever database is in use answers, or the service is not healthy: a balancer takes it out.
  const database = dialectOf(deps.db);
  app.get("/healthz", async (c) => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch (error) {
      deps.log.error({ err: error, database }, "health check: the database does not answer");
      return c.json({ ok: false, database }, 503);
    }
    return c.json({ ok: true, database });
  });
  // Live while it answers; ready once migrated and seeded, until it begins to stop (0132).
  for (const path of [LIVE_PATH, READY_PATH]) {
    app.get(path, async (c) => {
      const answer = (await probe(path, deps.lifecycle))!;
      c.header("Cache-Control", "no-store");
      return c.json(answer.body, answer.status);
    });
  }
  app.route("/", mediaRoutes(config.dataDir));
  // The demo rooms' live streams: recorded renditions looped by the clock (docs/decisions/0063).
  app.route(
    "/",
    liveStreamRoutes({
      readPlaylist: roomStreamSource(deps.db, mediaDir(config.dataDir)),
      onAir: roomStreamOnAir(deps.db),
      epochMs: () => 0,
    }),
  );
  // The app's sections list their items as cards in channels of their own and in search (0074).
  const sections = sectionCardSources(deps);
  app.route("/", authRoutes(deps));
  app.route("/", accountRoutes(deps));
  app.route("/", socialRoutes(deps));
  app.route("/", commentRoutes(deps));
  app.route("/", searchRoutes(deps, sections));
  app.route("/", mpRoutes(deps));
  app.route("/", topicRoutes(deps));
  app.route("/", communityRoutes(deps));
  app.route("/", lawRoutes(deps)).route("/", catalogueRoutes(deps));
  app.route("/", editorialRoutes(deps));
  app.route("/", formRoutes(deps)).route("/", miniProgramRoutes(deps));
  app.route("/", lbsRoutes(deps));
  app.route("/", liveRoutes(deps));
  app.route("/", liveChatRoutes(deps));
  app.route("/", bookingRoutes(deps));
  app.route("/", siteRoutes(deps, sections));
  app.route("/", contentRoutes(deps, sections));
  app.route("/", sitemapRoutes(deps));
  app.route("/", albumRoutes(deps));
  app.route("/", danmuRoutes(deps));
  app.route("/", trackerRoutes(deps));
  app.route("/", previewRoutes(deps));
  app.route("/", reviewRoutes(deps));
  app.route("/", wxshareRoutes(deps));

  app.notFound((c) => fail(c, 404, `no such path: ${c.req.method} ${c.req.path}`));
  app.onError((err, c) => {
    if (err instanceof ApiError) return fail(c, err.status, err.message);
    if (err instanceof HTTPException && err.status < 500)
      return fail(c, err.status, err.message || "bad request");
    // Internals (SQL, stack, file paths) stay in the log; the client gets a plain 500.
    deps.log.error({ err, method: c.req.method, url: maskUrl(c.req.path) }, "request failed");
    return fail(c, 500, "internal server error");
  });
  return app;
}
