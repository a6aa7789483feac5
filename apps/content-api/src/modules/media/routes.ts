import fs from "node:fs/promises";
import path from "node:path";
import { MEDIA_WIDTHS } from "@davmu/contract";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { fail } from "../../http/respond.ts";
import { mediaDir } from "./folders.ts";
import { isMediaWidth, resizedDir, resizedFile } from "./media-resize.ts";

export const MEDIA_ROUTE = "/media";
/** Media file names carry a hash of what they were made from, so a URL's bytes never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * A visitor's own pictures (activity form uploads, `forms/`): their names are 144 random bits,
 * known only to the visitor's browser and the entry's readers (its owner and the editors), so the
 * name is the key; but no shared cache (a CDN, a carrier's proxy) keeps a copy, and no search
 * engine lists one (docs/decisions/0094).
 */
const PRIVATE_FOLDER = `${MEDIA_ROUTE}/forms/`;
const PRIVATE_IMMUTABLE = "private, max-age=31536000, immutable";

/** The caching headers of a media path: shared for good, or the visitor's browser's only. */
function cachingOf(pathname: string): Record<string, string> {
  return pathname.startsWith(PRIVATE_FOLDER)
    ? { "Cache-Control": PRIVATE_IMMUTABLE, "X-Robots-Tag": "noindex" }
    : { "Cache-Control": IMMUTABLE };
}

const IMAGE_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
};

/**
 * The types players depend on, set here rather than left to the static server's table, which lacks
 * HLS playlists (Safari plays HLS natively only from this type), fMP4 segments and M4A audio.
 * WebVTT (captions, seek-preview indexes) is UTF-8 by definition; the charset is said all the same.
 */
const STREAM_TYPES: Record<string, string> = {
  ".m3u8": "application/vnd.apple.mpegurl",
  ".ts": "video/mp2t",
  ".m4s": "video/iso.segment",
  ".mp4": "video/mp4",
  ".m4a": "audio/mp4",
  ".mp3": "audio/mpeg",
  ".vtt": "text/vtt; charset=utf-8",
};

/** `bytes=first-last`, `bytes=first-` or `bytes=-suffix`: the one range form the static server reads right. */
const SINGLE_BYTE_RANGE = /^bytes=(\d{1,15}-\d{0,15}|-\d{1,15})$/i;

/**
 * Static media under the data folder (serveStatic rejects `..`, doubled slashes and backslashes),
 * with byte ranges for players that seek; every name carries a hash of its content, so every answer
 * is cached for good. Pictures also at the contract's widths, `?w=<width>`, resized once and kept on disk
 * (docs/decisions/0032-sized-images.md). Any other width is refused: the set is small, so the disk
 * cache stays bounded whatever a client asks.
 */
export function mediaRoutes(dataDir: string): Hono {
  const app = new Hono();
  app.get(`${MEDIA_ROUTE}/*`, async (c, next) => {
    const w = c.req.query("w");
    if (w === undefined) return next();
    const width = /^\d{1,4}$/.test(w) ? Number(w) : Number.NaN;
    if (!isMediaWidth(width)) return fail(c, 400, `w must be one of ${MEDIA_WIDTHS.join(", ")}`);
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.slice(MEDIA_ROUTE.length + 1));
    } catch {
      return fail(c, 400, "malformed path");
    }
    if (/\.\.|\\|\0|^\/|\/\//.test(relative)) return fail(c, 404, "no such media");
    const file = await resizedFile(mediaDir(dataDir), resizedDir(dataDir), relative, width);
    if (!file) return fail(c, 404, "no such media");
    const type = IMAGE_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    return c.body(await fs.readFile(file), 200, {
      "Content-Type": type,
      ...cachingOf(c.req.path),
      "X-Content-Type-Options": "nosniff",
    });
  });
  // A Range the static server would misread (`bytes=abc` was answered 206 with the whole file) is
  // ignored, as RFC 9110 lets a server do with a range it cannot parse: the answer is the whole
  // file, 200. One range of bytes is what players ask for; a list of ranges is answered whole too.
  app.use(`${MEDIA_ROUTE}/*`, async (c, next) => {
    const range = c.req.header("range");
    if (range !== undefined && !SINGLE_BYTE_RANGE.test(range.trim())) {
      const headers = new Headers(c.req.raw.headers);
      headers.delete("range");
      c.req.raw = new Request(c.req.raw, { headers });
    }
    await next();
  });
  // The static server sets its own type as it makes the response; it is corrected once made.
  app.use(`${MEDIA_ROUTE}/*`, async (c, next) => {
    await next();
    const type = STREAM_TYPES[path.extname(c.req.path).toLowerCase()];
    if (type && c.res.ok) c.header("Content-Type", type);
  });
  app.use(
    `${MEDIA_ROUTE}/*`,
    serveStatic({
      root: mediaDir(dataDir),
      rewriteRequestPath: (p) => p.slice(MEDIA_ROUTE.length),
      onFound: (_path, c) => {
        // On every answer, not only ranged ones: a player decides from the first whether it may seek.
        c.header("Accept-Ranges", "bytes");
        for (const [name, value] of Object.entries(cachingOf(c.req.path))) c.header(name, value);
        c.header("X-Content-Type-Options", "nosniff");
      },
    }),
  );
  return app;
}
