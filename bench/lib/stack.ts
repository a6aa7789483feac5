import { startStack } from "../../scripts/stack.mjs";

/** `pid`: the site's process, whose memory the bench watches under load. */
export type Site = { apiBase: string; siteUrl: string; pid: number; stop: () => Promise<unknown> };

/** Both programs from their built output, in production mode as a deployment runs them. */
export async function startSite(options: {
  apiPort: number;
  webPort: number;
  dataDir: string;
  log: (line: string) => void;
}): Promise<Site> {
  const { apiBase, siteUrl, webPid, stop } = await startStack({
    ...options,
    // The seed's media would be encoded beside the measurements on the fresh data folder: off.
    env: { NODE_ENV: "production", CONTENT_API_MEDIA: "off" },
  });
  return { apiBase, siteUrl: String(siteUrl), pid: Number(webPid), stop };
}
