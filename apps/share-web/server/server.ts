import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { getServerConfig } from "../app/platform/config.server.ts";
import { coalesceFlush } from "./coalesce-flush.ts";
import { warnOfProductionRisks } from "./production-warnings.ts";
import { securityHeaders } from "./security-headers.ts";

const BASE = "/davmu/share";

/** The production server: compression, static assets with long cache lives, and the SSR handler. */
export async function createServer(buildDir: string) {
  const config = getServerConfig();
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const client = path.join(buildDir, "client");
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(coalesceFlush);
  // The service worker must be checked at every visit, so a new deployment replaces it at once.
  app.get(`${BASE}/sw.js`, (_req, res, next) => {
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(path.join(client, "sw.js"), { cacheControl: false }, (error) => error && next());
  });
  // Fingerprinted files never change: cache them for a year.
  app.use(`${BASE}/assets`, express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(BASE, express.static(client, { maxAge: "1h", index: false }));
  app.use(securityHeaders(new URL(config.DAVMU_API_BASE).origin, { allowEval: config.DAVMU_SHOW_VCONSOLE }));
  app.all(
    "*splat",
    createRequestHandler({ build, getLoadContext: (_req, res) => ({ nonce: res.locals.nonce as string }) }),
  );
  return { app, config };
}

async function main() {
  const buildDir = path.resolve(import.meta.dirname, "../build");
  const { app, config } = await createServer(buildDir);
  warnOfProductionRisks(config);
  const server = app.listen(config.SHARE_WEB_PORT, config.SHARE_WEB_HOST, () => {
    console.log(`share-web listening on http://${config.SHARE_WEB_HOST}:${config.SHARE_WEB_PORT}${BASE}/`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

await main();
