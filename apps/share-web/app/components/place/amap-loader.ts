/** The AMap JS API 2.0 entry: one script that defines `window.AMap`. */
export const AMAP_SCRIPT_URL = "https://webapi.amap.com/maps";
export const AMAP_VERSION = "2.0";
/** A map that has not loaded by then is reported as failed (a phone's network can be slow). */
const LOAD_TIMEOUT_MS = 20_000;

/** The little of the AMap API the site uses. */
export type AMapMap = { add(overlay: unknown): void; destroy(): void };
export type AMapApi = {
  Map: new (
    container: HTMLElement,
    options: { center: [number, number]; zoom: number; resizeEnable?: boolean },
  ) => AMapMap;
  Marker: new (options: { position: [number, number]; title?: string }) => unknown;
};

type AMapWindow = Window & {
  AMap?: AMapApi;
  _AMapSecurityConfig?: { securityJsCode: string };
};

export type AMapCredentials = { key: string; securityJsCode: string };

const loads = new WeakMap<Window, Promise<AMapApi>>();

/**
 * Loads the AMap JS API once per page, on demand. AMap requires its security code in
 * `window._AMapSecurityConfig` before the script runs, so it is set first. Nothing is requested
 * without both a key and a code (docs/decisions/0073); a failed load can be tried again.
 */
export function loadAMap(credentials: AMapCredentials, win: Window = window): Promise<AMapApi> {
  const w = win as AMapWindow;
  if (!credentials.key || !credentials.securityJsCode)
    return Promise.reject(new Error("AMap is not configured"));
  if (w.AMap) return Promise.resolve(w.AMap);
  const pending = loads.get(win);
  if (pending) return pending;
  w._AMapSecurityConfig = { securityJsCode: credentials.securityJsCode };
  const script = win.document.createElement("script");
  script.src = `${AMAP_SCRIPT_URL}?v=${AMAP_VERSION}&key=${encodeURIComponent(credentials.key)}`;
  script.async = true;
  const load = new Promise<AMapApi>((resolve, reject) => {
    const timer = win.setTimeout(() => reject(new Error("AMap did not load in time")), LOAD_TIMEOUT_MS);
    script.addEventListener("load", () => {
      win.clearTimeout(timer);
      if (w.AMap) resolve(w.AMap);
      else reject(new Error("AMap's script loaded without defining AMap"));
    });
    script.addEventListener("error", () => {
      win.clearTimeout(timer);
      reject(new Error("AMap's script could not be loaded"));
    });
  }).catch((error: unknown) => {
    loads.delete(win);
    script.remove();
    throw error;
  });
  loads.set(win, load);
  win.document.head.append(script);
  return load;
}
