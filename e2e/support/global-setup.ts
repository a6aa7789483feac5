import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error plain ES module shared with npm start and the benchmarks
import { startStack } from "../../scripts/stack.mjs";
import { ACCOUNT_ENV } from "./accounts.ts";
import { ALBUM_ENV, makeAlbumTestMedia } from "./album-media.ts";
import { INNER_ENV } from "./api.ts";
import { LIVE_ENV, makeLiveStreamMedia } from "./live-media.ts";
import { ID_ENV } from "./platform.ts";
import { E2E_API_PORT, E2E_WEB_PORT } from "./ports.ts";
import { EDITOR_ENV } from "./preview.ts";
import { CLIP_ENV, makeClipMedia } from "./svideo-media.ts";
import { AUDIO_ENV, makeTestAudio } from "./test-audio.ts";
import { makeTestMedia, VIDEO_ENV } from "./test-media.ts";
import { WECHAT_ENV } from "./wechat.ts";

/** Both programs from their built output, on a fresh database seeded with the demo content. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "davmu-e2e-"));
  const lines: string[] = [];
  try {
    const stack = await startStack({
      apiPort: E2E_API_PORT,
      webPort: E2E_WEB_PORT,
      dataDir,
      // Every browser of the suite comes from one address, unlike real visitors: no rate limits.
      // The site gives up on the service after 400 ms by default (the outage spec holds it to that on
      // a site of its own); the shared stack waits longer, as a busy test machine can be slower.
      env: {
        // The minutes of encoding a fresh data folder costs would run beside the tests and slow the
        // timed ones (docs/decisions/0042): the player's tests get a short video of their own below.
        DEMO_MEDIA: "off",
        CONTENT_API_TRACKER_RATE: "100000",
        CONTENT_API_TOKEN_RATE: "100000",
        CONTENT_API_EDITOR_RATE: "100000",
        DAVMU_API_TIMEOUT_MS: "2000",
        ...WECHAT_ENV,
        ...EDITOR_ENV,
        ...ID_ENV,
        ...INNER_ENV,
        ...LIVE_ENV,
      },
      apiEnv: ACCOUNT_ENV,
      log: (line: string) => lines.push(line),
    });
    // A few seconds of real video and audio for the players' tests (the seed's own are not made: see above).
    const started = Date.now();
    const videos = await makeTestMedia(dataDir);
    process.env[VIDEO_ENV.playable] = videos.playable;
    process.env[VIDEO_ENV.missing] = videos.missing;
    const audio = await makeTestAudio(dataDir);
    process.env[AUDIO_ENV.album] = audio.album;
    process.env[AUDIO_ENV.missing] = audio.missing;
    process.env[ALBUM_ENV] = await makeAlbumTestMedia(dataDir);
    lines.push(`test media made in ${Date.now() - started} ms`);
    // Upright clips for the short-video feed (svideo-media.ts).
    const clips = await makeClipMedia(dataDir);
    process.env[CLIP_ENV.playable] = clips.playable.join(",");
    process.env[CLIP_ENV.missing] = clips.missing;
    // The live demo room's stream (live-media.ts).
    await makeLiveStreamMedia(dataDir);
    return async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    console.error(lines.join("\n"));
    throw error;
  }
}
