import { DEFAULT_THEME_COLOR } from "@davmu/contract/client";
import { keepAnonymousToken, storedAnonymousToken } from "./anonymous-token.ts";
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

/** The page's one token call, shared by whatever asks during the page's life. */
let asking: Promise<string> | null = null;

/**
 * The start-up flow of spec §4: the anonymous token (the stored one while it is valid, else one
 * asked for once and kept: anonymous-token.ts), stored as the session token, then app info (theme
 * colour). Any non-zero code stops it silently; the page works without it. One token serves both
 * the session token and ANONYMOUS_TOKEN (docs/decisions/0003).
 */
export async function startSession(api: Api, storage: Storage | undefined): Promise<boolean> {
  try {
    let token = storedAnonymousToken(storage, Math.floor(Date.now() / 1000));
    if (!token) {
      asking ??= api
        .anonymousToken({ body: { appid: 1, platform: "mobile", device_id: getAuthDeviceId(storage) } })
        .then((answer) => answer.token)
        .finally(() => {
          asking = null;
        });
      token = await asking;
      keepAnonymousToken(storage, token);
    }
    setGlobal({ token, ANONYMOUS_TOKEN: token });
    const app = await api.appInfo({ query: { appid: 1 } });
    const info = readAppInfo(app.app_info);
    setGlobal({ appInfo: info?.data ?? {}, theme_color: info?.primaryColor ?? DEFAULT_THEME_COLOR });
    return true;
  } catch {
    return false;
  }
}
