import { DEFAULT_SERVICE_PREFIXES, type ServicePrefixes } from "@davmu/contract";
import { envBoolean, envInt, envPort, envPrefix, envUrl, parseEnv } from "@davmu/env";
import { DEFAULT_ID_SALT } from "@davmu/ids";
import { z } from "zod";

/** The site's configuration, validated once at start (DESIGN principle 7). */
const ServerConfigSchema = z.object({
  SHARE_WEB_HOST: z.string().default("127.0.0.1"),
  SHARE_WEB_PORT: envPort(3000),
  /** The content service as the browser reaches it. */
  DAVMU_API_BASE: envUrl().default("http://127.0.0.1:9528"),
  /** The content service as the server reaches it (an internal address); defaults to DAVMU_API_BASE. */
  DAVMU_API_INNER_BASE: envUrl().optional(),
  /** Sent with the server's calls so the content service answers its inner calls (never to the browser). */
  DAVMU_INNER_SECRET: z
    .string()
    .refine((v) => v === "" || v.length >= 24, "at least 24 characters")
    .default(""),
  /**
   * Every server-side call gives up after this long, so a dead service yields an error page fast:
   * the visitor must see it painted within a second, and rendering and painting take the rest.
   */
  DAVMU_API_TIMEOUT_MS: envInt(400, 50, 30_000),
  /**
   * How long a server-side call may wait while the service is answering (an answer in the last
   * ten seconds, no call timed out since): a lone slow call on a busy machine gets a page rather
   * than the error page, still within the page's second (http/client.ts `Patience`).
   */
  DAVMU_API_PATIENT_TIMEOUT_MS: envInt(800, 50, 30_000),
  /** The browser's calls wait longer: a phone on a mobile network is slower than the server. */
  DAVMU_API_BROWSER_TIMEOUT_MS: envInt(10_000, 500, 60_000),
  /**
   * How long a shared cache (nginx in front, a CDN) may keep a page before it asks again, in
   * seconds; unset, each page's own (60 s for home, 300 s for the others). An edited article shows
   * through a cache within this long (docs/decisions/0039).
   */
  DAVMU_PAGE_SHARED_MAX_AGE: z.coerce.number().int().min(1).max(86_400).optional(),
  /** Requests to this host never carry an authorization header (spec §7). */
  DAVMU_INDEX_HOST: z.string().default(""),
  DAVMU_WAP_HOST: envUrl().default("http://127.0.0.1:3000"),
  DAVMU_GAODE_SECURITY_JSCODE: z.string().default(""),
  /** The AMap (Gaode) JS API key; maps show only with both it and the security code (docs/decisions/0073). */
  DAVMU_GAODE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]*$/, "an AMap key: letters and digits")
    .default(""),
  DAVMU_SHOW_VCONSOLE: envBoolean(false),
  DAVMU_ID_SALT: z.string().min(1).default(DEFAULT_ID_SALT),
  DAVMU_PREFIX_OSMAN: envPrefix(DEFAULT_SERVICE_PREFIXES.osman),
  DAVMU_PREFIX_PEONY_INNER: envPrefix(DEFAULT_SERVICE_PREFIXES.peonyInner),
  DAVMU_PREFIX_PINE_INNER: envPrefix(DEFAULT_SERVICE_PREFIXES.pineInner),
  DAVMU_PREFIX_FORM: envPrefix(DEFAULT_SERVICE_PREFIXES.form),
  DAVMU_PREFIX_STATS: envPrefix(DEFAULT_SERVICE_PREFIXES.stats),
  /** Spec §2: where the site root `/` redirects to (a site path or an absolute URL); off when empty. */
  DAVMU_ROOT_REDIRECT: z
    .string()
    .default("")
    .refine(isRedirectTarget, "a site path like /mp/doc/2026/03/AbCdEf12 or an absolute http(s) URL"),
  DAVMU_ROOT_REDIRECT_STATUS: z
    .enum(["301", "302", "307", "308"])
    .default("302")
    .transform((v) => Number(v) as 301 | 302 | 307 | 308),
  /** The app's URL scheme, as `davmu://`. */
  DAVMU_APP_SCHEME: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*:\/\/$/, "a URL scheme followed by ://, like davmu://")
    .default("davmu://"),
  /** The host of the app's universal links (iOS) and app links (Android); empty turns them off. */
  DAVMU_UNIVERSAL_LINK_HOST: z
    .string()
    .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$|^$/i, "a host name like link.davmu.com")
    .default(""),
  /** Where a visitor without the app goes; empty: the site's own app page (/app). */
  DAVMU_APP_DOWNLOAD_URL: envUrl().default(""),
  /** The app's page on Apple's App Store, shown on the app page when set. */
  DAVMU_APP_STORE_IOS_URL: envUrl().default(""),
  /** The app's page on an Android store (or its APK), shown on the app page when set. */
  DAVMU_APP_STORE_ANDROID_URL: envUrl().default(""),
  /** The Android package, for Chrome's intent links; empty uses the URL scheme instead. */
  DAVMU_ANDROID_PACKAGE: z
    .string()
    .regex(/^([A-Za-z][A-Za-z0-9_]*\.)+[A-Za-z][A-Za-z0-9_]*$|^$/, "a package name like com.davmu.app")
    .default(""),
  /** The app's appid on WeChat's open platform, for the wx-open-launch-app tag; empty turns it off. */
  DAVMU_WECHAT_OPEN_APPID: z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/)
    .default(""),
});

/** An empty value (off), a path inside the site, or an absolute http(s) URL. */
function isRedirectTarget(value: string): boolean {
  if (value === "") return true;
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\\\s]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export type ServerConfig = z.infer<typeof ServerConfigSchema>;

/** What the browser may see: nothing else of the configuration reaches the client. */
export type PublicConfig = {
  apiBase: string;
  apiTimeoutMs: number;
  indexHost: string;
  wapHost: string;
  showVConsole: boolean;
  gaodeSecurityJsCode: string;
  gaodeKey: string;
  prefixes: ServicePrefixes;
  openApp: OpenAppConfig;
};

/** How the site hands a visitor over to the app (docs/decisions/0015-open-in-app.md). */
export type OpenAppConfig = {
  scheme: string;
  universalLinkHost: string;
  /** The configured download page; empty: the site's own app page. */
  downloadUrl: string;
  androidPackage: string;
  wechatOpenAppId: string;
};

let cached: ServerConfig | undefined;

/** Parses the environment once; a bad value stops the server at start with a clear message. */
export function getServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  if (cached && env === process.env) return cached;
  const config = parseEnv("share-web", ServerConfigSchema, env);
  if (env === process.env) cached = config;
  return config;
}

export function servicePrefixes(c: ServerConfig): ServicePrefixes {
  return {
    osman: c.DAVMU_PREFIX_OSMAN,
    peonyInner: c.DAVMU_PREFIX_PEONY_INNER,
    pineInner: c.DAVMU_PREFIX_PINE_INNER,
    form: c.DAVMU_PREFIX_FORM,
    stats: c.DAVMU_PREFIX_STATS,
  };
}

export function getPublicConfig(c: ServerConfig = getServerConfig()): PublicConfig {
  return {
    apiBase: c.DAVMU_API_BASE,
    apiTimeoutMs: c.DAVMU_API_BROWSER_TIMEOUT_MS,
    indexHost: c.DAVMU_INDEX_HOST,
    wapHost: c.DAVMU_WAP_HOST,
    showVConsole: c.DAVMU_SHOW_VCONSOLE,
    gaodeSecurityJsCode: c.DAVMU_GAODE_SECURITY_JSCODE,
    gaodeKey: c.DAVMU_GAODE_KEY,
    prefixes: servicePrefixes(c),
    openApp: {
      scheme: c.DAVMU_APP_SCHEME,
      universalLinkHost: c.DAVMU_UNIVERSAL_LINK_HOST,
      downloadUrl: c.DAVMU_APP_DOWNLOAD_URL,
      androidPackage: c.DAVMU_ANDROID_PACKAGE,
      wechatOpenAppId: c.DAVMU_WECHAT_OPEN_APPID,
    },
  };
}
