import { startStack } from "../../scripts/stack.mjs";

export type Site = { apiBase: string; siteUrl: string; stop: () => Promise<unknown> };

/** Both programs from their built output, as `npm start` and the browser tests run them. */
export async function startSite(options: {
  apiPort: number;
  webPort: number;
  dataDir: string;
  log: (line: string) => void;
}): Promise<Site> {
  const { apiBase, siteUrl, stop } = await startStack(options);
  return { apiBase, siteUrl: String(siteUrl), stop };
}
