import { execFile } from "node:child_process";
import { mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { startStack } from "../../scripts/stack.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The demo media, made once and kept between bench runs (bench/reports/ is not committed). */
const MEDIA_CACHE = path.join(ROOT, "bench", "reports", "media");
const DEMO_CONTENT = path.join(ROOT, "packages", "demo-content", "dist", "demo-content.mjs");

/** `pid`: the site's process, whose memory the bench watches under load. */
export type Site = { apiBase: string; siteUrl: string; pid: number; stop: () => Promise<unknown> };

/**
 * The seed's demo videos and music in the data folder, as a visitor of a started site has them:
 * the media pages are measured with their real posters and covers. They are made once into a
 * cache kept between runs (minutes of encoding the first time, before anything is measured), and
 * the fresh data folder's media folder points at it.
 */
async function provideMedia(dataDir: string, log: (line: string) => void): Promise<void> {
  mkdirSync(MEDIA_CACHE, { recursive: true });
  console.log("· demo media: made once into bench/reports/media (minutes the first time), then reused");
  symlinkSync(MEDIA_CACHE, path.join(dataDir, "media"), "dir");
  const { stdout } = await promisify(execFile)(process.execPath, [DEMO_CONTENT, "--media"], {
    env: { ...process.env, CONTENT_API_DATA_DIR: dataDir },
    maxBuffer: 16 * 1024 * 1024,
  });
  for (const line of stdout.split("\n").filter(Boolean)) log(line);
}

/** Both programs from their built output, in production mode as a deployment runs them. */
export async function startSite(options: {
  apiPort: number;
  webPort: number;
  dataDir: string;
  log: (line: string) => void;
}): Promise<Site> {
  await provideMedia(options.dataDir, options.log);
  const { apiBase, siteUrl, webPid, stop } = await startStack({
    ...options,
    // The media exist already: "wait" finds them, records their facts and starts.
    env: { NODE_ENV: "production", DEMO_MEDIA: "wait" },
  });
  return { apiBase, siteUrl: String(siteUrl), pid: Number(webPid), stop };
}
