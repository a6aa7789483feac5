import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

export const MEDIA_ROUTE = "/media";
/** Media file names carry a hash of what they were made from, so a URL's bytes never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";

export function mediaDir(dataDir: string): string {
  return path.join(dataDir, "media");
}

/** Static media under the data folder (serveStatic rejects `..`, doubled slashes and backslashes). */
export function mediaRoutes(dataDir: string): Hono {
  const app = new Hono();
  app.use(
    `${MEDIA_ROUTE}/*`,
    serveStatic({
      root: mediaDir(dataDir),
      rewriteRequestPath: (p) => p.slice(MEDIA_ROUTE.length),
      onFound: (_path, c) => {
        c.header("Cache-Control", IMMUTABLE);
        c.header("X-Content-Type-Options", "nosniff");
      },
    }),
  );
  return app;
}
