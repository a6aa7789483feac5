import { createHmac } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_SERVICE_PREFIXES, type ServicePrefixes } from "@davmu/contract";
import { DEFAULT_ID_SALT } from "@davmu/ids";
import { z } from "zod";
import { parseTrustedProxies, type TrustedProxies } from "./http/client-address.ts";

/**
 * The repository's `data` folder. src/config.ts and the bundled dist/server.mjs sit at the same depth
 * (apps/content-api/<dir>/<file>), so one relative URL finds it from either, whatever the cwd.
 */
const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../data", import.meta.url));

/** Only meant for local runs: any deployment sets its own secret. */
export const DEV_TOKEN_SECRET = "davmu-content-api-dev-secret-change-me-in-production";

const prefix = z
  .string()
  .regex(/^(\/[A-Za-z0-9._~-]+)*$/, "must be empty or a path like /osman (no trailing slash)");

const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const EnvSchema = z
  .object({
    CONTENT_API_HOST: z.string().min(1).default("127.0.0.1"),
    CONTENT_API_PORT: z.coerce.number().int().min(0).max(65_535).default(9528),
    CONTENT_API_DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
    CONTENT_API_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DAVMU_ID_SALT: z.string().min(1).default(DEFAULT_ID_SALT),
    DAVMU_PREFIX_OSMAN: prefix.default(DEFAULT_SERVICE_PREFIXES.osman),
    DAVMU_PREFIX_PEONY_INNER: prefix.default(DEFAULT_SERVICE_PREFIXES.peonyInner),
    DAVMU_PREFIX_PINE_INNER: prefix.default(DEFAULT_SERVICE_PREFIXES.pineInner),
    DAVMU_PREFIX_FORM: prefix.default(DEFAULT_SERVICE_PREFIXES.form),
    DAVMU_PREFIX_STATS: prefix.default(DEFAULT_SERVICE_PREFIXES.stats),
    CONTENT_API_TOKEN_SECRET: z
      .string()
      .min(32, "must be at least 32 characters (HS256 key)")
      .default(DEV_TOKEN_SECRET),
    CONTENT_API_CORS_ORIGINS: z.string().min(1).default("*"),
    CONTENT_API_SEED: booleanText.default(true),
    CONTENT_API_TRACKER_RATE: z.coerce.number().int().min(1).max(100_000).default(120),
    /** Anonymous-token calls a minute one client address may make. */
    CONTENT_API_TOKEN_RATE: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Proxies (addresses, CIDR ranges) whose X-Forwarded-For is believed; none: the socket's address. */
    CONTENT_API_TRUSTED_PROXIES: z
      .string()
      .default("")
      .refine(isProxyList, "a comma-separated list of IP addresses and CIDR ranges"),
    /** Signs preview links; derived from the token secret when unset (docs/decisions/0020). */
    CONTENT_API_PREVIEW_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** The bearer token an editor's tool sends to be issued preview links; the call is off when unset. */
    CONTENT_API_EDITOR_TOKEN: z.string().min(24, "must be at least 24 characters").optional(),
    /** How long a preview link stays valid unless the editor asks for less or more. */
    CONTENT_API_PREVIEW_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /** Shared with the site's server: inner calls without it are refused (docs/decisions/0021). */
    DAVMU_INNER_SECRET: z.string().min(24, "must be at least 24 characters").optional(),
    /** The public origin of the share site: its hostname is always allowed for WeChat signatures. */
    DAVMU_WAP_HOST: z.url({ protocol: /^https?$/ }).default("http://127.0.0.1:3000"),
    /** The official account whose jsapi_ticket signs pages; empty turns WeChat sharing off. */
    WECHAT_APPID: z
      .string()
      .regex(/^[A-Za-z0-9_-]*$/, "letters, digits, _ and - only")
      .default(""),
    /** Needed only when the ticket is fetched from WeChat. */
    WECHAT_APPSECRET: z.string().default(""),
    /** `config` signs with WECHAT_JSAPI_TICKET; `wechat` fetches and caches the ticket from WeChat. */
    WECHAT_TICKET_SOURCE: z.enum(["config", "wechat"]).default("config"),
    WECHAT_JSAPI_TICKET: z.string().default(""),
    /** More hostnames whose pages may be signed, comma-separated (the wap host's is always in). */
    WECHAT_SIGN_HOSTS: z.string().default(""),
  })
  .refine((e) => e.WECHAT_TICKET_SOURCE !== "wechat" || (e.WECHAT_APPID && e.WECHAT_APPSECRET), {
    message: "fetching the ticket from WeChat needs WECHAT_APPID and WECHAT_APPSECRET",
    path: ["WECHAT_TICKET_SOURCE"],
  });

export type Config = {
  host: string;
  port: number;
  dataDir: string;
  /** Origin that media URLs in responses start with, without a trailing slash. */
  publicUrl: string;
  idSalt: string;
  prefixes: ServicePrefixes;
  tokenSecret: string;
  /** The HMAC key of preview links. */
  previewSecret: string;
  /** The bearer token of the preview-link call; empty turns the call off. */
  editorToken: string;
  previewTtlSeconds: number;
  /** The secret the site's server sends with inner calls; empty accepts inner calls without one. */
  innerSecret: string;
  /** The share site's public origin, without a trailing slash: preview links point there. */
  wapHost: string;
  /** `["*"]` allows every origin. */
  corsOrigins: string[];
  seed: boolean;
  /** Analytics calls a minute one client address may make (token bucket, bursts up to as many). */
  trackerRatePerMinute: number;
  /** Anonymous-token calls a minute one client address may make. */
  tokenRatePerMinute: number;
  /** Proxies in front of the service whose X-Forwarded-For entries are trusted. */
  trustedProxies: TrustedProxies;
  wechat: WechatConfig;
};

export type WechatConfig = {
  appId: string;
  appSecret: string;
  ticketSource: "config" | "wechat";
  jsapiTicket: string;
  /** Lower-case hostnames whose page URLs the signature call accepts. */
  signHosts: string[];
};

/** Reads the configuration from the environment; throws one message listing every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`content-api: invalid configuration\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const publicUrl = e.CONTENT_API_PUBLIC_URL ?? `http://${e.CONTENT_API_HOST}:${e.CONTENT_API_PORT}`;
  return {
    host: e.CONTENT_API_HOST,
    port: e.CONTENT_API_PORT,
    dataDir: path.resolve(e.CONTENT_API_DATA_DIR),
    publicUrl: publicUrl.replace(/\/+$/, ""),
    idSalt: e.DAVMU_ID_SALT,
    prefixes: {
      osman: e.DAVMU_PREFIX_OSMAN,
      peonyInner: e.DAVMU_PREFIX_PEONY_INNER,
      pineInner: e.DAVMU_PREFIX_PINE_INNER,
      form: e.DAVMU_PREFIX_FORM,
      stats: e.DAVMU_PREFIX_STATS,
    },
    tokenSecret: e.CONTENT_API_TOKEN_SECRET,
    previewSecret: e.CONTENT_API_PREVIEW_SECRET ?? derivedSecret(e.CONTENT_API_TOKEN_SECRET, "preview links"),
    editorToken: e.CONTENT_API_EDITOR_TOKEN ?? "",
    previewTtlSeconds: e.CONTENT_API_PREVIEW_TTL_HOURS * 3600,
    innerSecret: e.DAVMU_INNER_SECRET ?? "",
    wapHost: new URL(e.DAVMU_WAP_HOST).origin,
    corsOrigins: e.CONTENT_API_CORS_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    seed: e.CONTENT_API_SEED,
    trackerRatePerMinute: e.CONTENT_API_TRACKER_RATE,
    tokenRatePerMinute: e.CONTENT_API_TOKEN_RATE,
    trustedProxies: parseTrustedProxies(e.CONTENT_API_TRUSTED_PROXIES),
    wechat: {
      appId: e.WECHAT_APPID,
      appSecret: e.WECHAT_APPSECRET,
      ticketSource: e.WECHAT_TICKET_SOURCE,
      jsapiTicket: e.WECHAT_JSAPI_TICKET,
      signHosts: [
        ...new Set(
          [new URL(e.DAVMU_WAP_HOST).hostname, ...e.WECHAT_SIGN_HOSTS.split(",")]
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean),
        ),
      ],
    },
  };
}

/** A key of its own for one purpose, from the token secret: one leaked key does not give the other. */
function derivedSecret(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(`davmu-content-api ${purpose}`).digest("base64url");
}

function isProxyList(list: string): boolean {
  try {
    parseTrustedProxies(list);
    return true;
  } catch {
    return false;
  }
}
