import { DEFAULT_THEME_COLOR } from "@davmu/contract/client";
import type { Api } from "./api.ts";
import { readAppInfo } from "./app-info.ts";
import { getAuthDeviceId } from "./device.ts";
import { setGlobal } from "./store.ts";

/** Spec §9: site meta is applied 200 ms after start. */
export const SITE_META_DELAY_MS = 200;

export type SiteMeta = { title: string; keywords: string; description: string };

/** Sets title, keywords and description, unless the page already set its own. */
export function applySiteMeta(doc: Document, meta: SiteMeta, defaultTitle: string): void {
  if (!doc.title || doc.title === defaultTitle) doc.title = meta.title || defaultTitle;
  for (const name of ["keywords", "description"] as const) {
    const tag = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (tag && !tag.dataset.page) tag.content = meta[name] || tag.content;
  }
}

/**
 * The start-up flow of spec §4: an anonymous token, stored as the session token, then app info
 * (theme colour). Any non-zero code stops it silently; the page works without it. One token call
 * serves both the session token and ANONYMOUS_TOKEN (docs/decisions/0003).
 */
export async function startSession(api: Api, storage: Storage): Promise<boolean> {
  try {
    const { token } = await api.anonymousToken({
      body: { appid: 1, platform: "mobile", device_id: getAuthDeviceId(storage) },
    });
    setGlobal({ token, ANONYMOUS_TOKEN: token });
    const app = await api.appInfo({ query: { appid: 1 } });
    const info = readAppInfo(app.app_info);
    setGlobal({ appInfo: info?.data ?? {}, theme_color: info?.primaryColor ?? DEFAULT_THEME_COLOR });
    return true;
  } catch {
    return false;
  }
}
