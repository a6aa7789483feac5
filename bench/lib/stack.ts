import { CONTENT_API, SHARE_WEB, startProgram } from "../../scripts/stack.mjs";

export type Site = { apiBase: string; siteUrl: string; stop: () => Promise<unknown> };

/**
 * Both programs as `startStack` in scripts/stack.mjs starts them (same environment), except that when
 * the site fails to start, the content service already running is stopped too.
 */
export async function startSite(options: {
  apiPort: number;
  webPort: number;
  dataDir: string;
  log: (line: string) => void;
}): Promise<Site> {
  const { apiPort, webPort, dataDir, log } = options;
  const stops: (() => Promise<unknown>)[] = [];
  const stop = () => Promise.all(stops.map((s) => s()));
  try {
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const api = startProgram({
      name: "content-api",
      script: CONTENT_API,
      env: { CONTENT_API_PORT: String(apiPort), CONTENT_API_DATA_DIR: dataDir },
      log,
    });
    stops.push(api.stop);
    await api.ready;
    const web = startProgram({
      name: "share-web",
      script: SHARE_WEB,
      env: {
        SHARE_WEB_PORT: String(webPort),
        DAVMU_API_BASE: apiBase,
        DAVMU_WAP_HOST: `http://127.0.0.1:${webPort}`,
      },
      log,
    });
    stops.push(web.stop);
    const siteUrl = String(await web.ready);
    return { apiBase, siteUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
