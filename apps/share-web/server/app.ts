import path from "node:path";
import {
  createLifecycle,
  LIVE_PATH,
  type Lifecycle,
  type Logger,
  probe,
  READY_PATH,
  silentLogger,
} from "@davmu/ops";
import compression from "compression";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { mapsConfigured } from "../app/components/place/maps-config.ts";
import type { ServerConfig } from "../app/platform/config.server.ts";
import type { DocumentContext } from "../app/platform/document/document-context.ts";
import { isEmbedPath } from "../app/platform/embed-path.ts";
import { coalesceFlush } from "./coalesce-flush.ts";
import { errorPage } from "./error-page.ts";
import { httpError, pathGuard, readOnly } from "./path-guard.ts";
import { renderLimit } from "./render-limit.ts";
import { requestLog } from "./request-log.ts";
import { baseHeaders, contentSecurityPolicy } from "./security-headers.ts";

export const BASE = "/davmu/share";

/**
 * Pages rendered at once (render-limit.ts): enough to keep the CPU busy while renders wait for the
 * content service, few enough that a spike holds little memory. Measured at 100 connections on the
 * uncached article after every kind of page had been served: 16 left the rendering thread idle a
 * sixth of the time while renders waited (about 280 articles a second); 24 gives 10 % more pages a
 * second for a peak of 266-267 MiB, 32 about the same pages for 269-274 MiB (docs/decisions/0082).
 */
const MAX_CONCURRENT_RENDERS = 24;

type AppOptions = {
  /** The request log; none by default. */
  log?: Logger;
  /** The process's state for its probes; by default one that is ready at once. */
  lifecycle?: Lifecycle;
  /** The built client: fingerprinted assets and the service worker. */
  clientDir: string;
  config: ServerConfig;
  /** Renders pages; it reads `res.locals.documentContext` (React Router's load context). */
  renderPage: RequestHandler;
};

/**
 * The production site: headers every response carries, addresses the router would misread refused,
 * compression, static files with their cache lives, the pages, and the site's own error page for
 * every error, wherever it comes from.
 */
export function createApp({ clientDir, config, renderPage, log = silentLogger(), lifecycle }: AppOptions) {
  const apiOrigin = new URL(config.DAVMU_API_BASE).origin;
  const state = lifecycle ?? readyAtOnce();
  const app = express();
  app.disable("x-powered-by");
  app.use(requestLog(log, state));
  // Live while it answers; ready once warmed up, until it begins to stop (docs/decisions/0132).
  app.get([LIVE_PATH, READY_PATH], async (req, res) => {
    const answer = (await probe(req.path, state))!;
    res.status(answer.status).setHeader("Cache-Control", "no-store").json(answer.body);
  });
  app.use(baseHeaders);
  // Crawlers ask for robots.txt at the host's root: the site's own answers there. The page handler
  // reads the address the visitor asked for (originalUrl, as React Router's Express adapter does),
  // so both are rewritten.
  app.get("/robots.txt", (req, _res, next) => {
    req.url = `${BASE}/robots.txt`;
    req.originalUrl = req.url;
    next();
  });
  app.use(pathGuard(BASE));
  // Every response compressed, the smallest too: the first chunks of a page include several of a
  // few hundred bytes, a third smaller in gzip (compression's default leaves anything under 1 KB).
  app.use(compression({ threshold: 0 }));
  app.use(coalesceFlush);
  const files = express.Router();
  // The service worker must be checked at every visit, so a new deployment replaces it at once.
  files.get(`${BASE}/sw.js`, (_req, res, next) => {
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(path.join(clientDir, "sw.js"), { cacheControl: false }, (error) => error && next());
  });
  // Fingerprinted files never change: cache them for a year. Each script and stylesheet is sent as
  // compressed at build time (precompress.mjs): Brotli to browsers that take it, else Zopfli's gzip.
  files.use(
    `${BASE}/assets`,
    expressStaticGzip(path.join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, redirect: false },
    }),
  );
  const rootFiles = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  // A page's address has no file extension: looking it up on disk cost every page a system call.
  files.use(BASE, (req, res, next) => (path.extname(req.path) ? rootFiles(req, res, next) : next()));
  app.use(files);
  app.use(readOnly);
  app.use((req, res, next) => {
    // Read now: the policy is made while the page renders, under the base path's mount, where
    // req.path no longer starts with it.
    const embeddable = isEmbedPath(req.path);
    const context: DocumentContext = {
      documentRequest: !req.path.endsWith(".data"),
      contentSecurityPolicy: (scripts) =>
        contentSecurityPolicy(scripts, apiOrigin, {
          allowEval: config.DAVMU_SHOW_VCONSOLE,
          amap: mapsConfigured(config),
          embeddable,
        }),
    };
    res.locals.documentContext = context;
    next();
  });
  app.use(BASE, renderLimit(MAX_CONCURRENT_RENDERS), renderPage);
  // Nothing outside the site's base path is a page of it.
  app.use((_req, _res, next) => next(httpError(404)));
  app.use(errorPage(BASE, log));
  return app;
}

function readyAtOnce(): Lifecycle {
  const lifecycle = createLifecycle();
  lifecycle.started();
  return lifecycle;
}
