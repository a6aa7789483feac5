import { envInt, parseEnv } from "@davmu/env";
import { z } from "zod";
import { DEMO_LIVE_DELAY_MINUTES } from "./seed-live-rooms.ts";

/** When the seed's audio and video files are made, if at all (docs/decisions/0042). */
export type MediaMode = "background" | "wait" | "off";

const DemoEnvSchema = z.object({
  /**
   * The seed's audio and video files: made once the content is seeded, beside the service
   * (`background`), before the program says it is ready (`wait`), or not at all (`off`: their URLs
   * answer 404).
   */
  DEMO_MEDIA: z.enum(["background", "wait", "off"]).default("background"),
  /** Minutes after the first seed (and ahead of each start) that the upcoming demo live room starts. */
  DEMO_LIVE_DELAY_MINUTES: envInt(DEMO_LIVE_DELAY_MINUTES, 1, 100_000),
});

export type DemoConfig = { media: MediaMode; liveDelayMinutes: number };

/**
 * The demo program's own settings. Where the data lives (the database, the data folder) it reads
 * as the service does, from the service's variables.
 */
export function loadDemoConfig(env: Record<string, string | undefined> = process.env): DemoConfig {
  const e = parseEnv("demo-content", DemoEnvSchema, env);
  return { media: e.DEMO_MEDIA, liveDelayMinutes: e.DEMO_LIVE_DELAY_MINUTES };
}
