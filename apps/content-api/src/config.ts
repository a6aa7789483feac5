import { createHmac } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_SERVICE_PREFIXES, normalisePhone, type ServicePrefixes } from "@davmu/contract";
import { envInt, envList, envPort, envPrefix, envUrl, parseEnv } from "@davmu/env";
import { DEFAULT_ID_SALT } from "@davmu/ids";
import { z } from "zod";
import { parseTrustedProxies, type TrustedProxies } from "./http/client-address.ts";

/**
 * The repository's `data` folder. src/config.ts and the bundled dist/server.mjs sit at the same depth
 * (apps/content-api/<dir>/<file>), so one relative URL finds it from either, whatever the cwd.
 */
/** The SQLite database's file name inside the data folder. */
export const DATABASE_FILE = "content-api.db";

const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../data", import.meta.url));

/** Only meant for local runs: any deployment sets its own secret. */
export const DEV_TOKEN_SECRET = "davmu-content-api-dev-secret-change-me-in-production";

const EnvSchema = z
  .object({
    /** `production` is production mode: no development SMS outbox, no login codes in the log. */
    NODE_ENV: z.string().default("development"),
    CONTENT_API_HOST: z.string().min(1).default("127.0.0.1"),
    CONTENT_API_PORT: envPort(9528, { allowZero: true }),
    CONTENT_API_DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
    CONTENT_API_PUBLIC_URL: envUrl().optional(),
    DAVMU_ID_SALT: z.string().min(1).default(DEFAULT_ID_SALT),
    DAVMU_PREFIX_OSMAN: envPrefix(DEFAULT_SERVICE_PREFIXES.osman),
    DAVMU_PREFIX_PEONY_INNER: envPrefix(DEFAULT_SERVICE_PREFIXES.peonyInner),
    DAVMU_PREFIX_PINE_INNER: envPrefix(DEFAULT_SERVICE_PREFIXES.pineInner),
    DAVMU_PREFIX_FORM: envPrefix(DEFAULT_SERVICE_PREFIXES.form),
    DAVMU_PREFIX_STATS: envPrefix(DEFAULT_SERVICE_PREFIXES.stats),
    CONTENT_API_TOKEN_SECRET: z
      .string()
      .min(32, "must be at least 32 characters (HS256 key)")
      .default(DEV_TOKEN_SECRET),
    CONTENT_API_CORS_ORIGINS: envList().default(["*"]),
    /** Unset: SQLite in the data folder. A postgres:// URL runs the service on PostgreSQL (docs/decisions/0038). */
    DATABASE_URL: z
      .string()
      .refine(isPostgresUrl, "must be a postgres:// or postgresql:// URL (unset: SQLite in the data folder)")
      .optional(),
    /** Connections each process keeps to PostgreSQL at most. */
    DATABASE_POOL_SIZE: envInt(10, 1, 200),
    /** A request's statement that runs longer is cancelled: a page gave up on it long before. */
    DATABASE_STATEMENT_TIMEOUT_MS: envInt(5000, 100, 600_000),
    /** A transaction left open without a statement this long is ended, so it holds no locks forever. */
    DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: envInt(10_000, 100, 600_000),
    /** Danmu one client address may send a minute. */
    CONTENT_API_DANMU_RATE: envInt(20, 1, 100_000),
    CONTENT_API_TRACKER_RATE: envInt(120, 1, 100_000),
    /**
     * Anonymous-token calls a minute one client address may make, on average, and at once: a
     * carrier's NAT puts thousands of visitors behind one address (docs/decisions/0091).
     */
    CONTENT_API_TOKEN_RATE: envInt(60, 1, 100_000),
    CONTENT_API_TOKEN_BURST: envInt(300, 1, 1_000_000),
    /**
     * Editor calls a minute one client address may make, right token or wrong, with twice as many
     * at once: an editor's tool makes a few; a script guessing the token would make thousands.
     */
    CONTENT_API_EDITOR_RATE: envInt(30, 1, 100_000),
    /**
     * Pictures one client address may upload to activity forms a minute, whoever the visitors
     * are: tokens cost nothing to mint, so a limit per token alone does not bound the disk.
     */
    CONTENT_API_UPLOAD_RATE: envInt(30, 1, 100_000),
    /** Activity sign-ups one client address may send a minute, whichever users are logged in there. */
    CONTENT_API_SIGNUP_RATE: envInt(30, 1, 100_000),
    /**
     * Live push streams one visitor (token) and one client address may hold open in a process:
     * a visitor has a few tabs, a carrier NAT many visitors.
     */
    CONTENT_API_LIVE_STREAMS_PER_VISITOR: envInt(6, 1, 10_000),
    CONTENT_API_LIVE_STREAMS_PER_ADDRESS: envInt(2000, 1, 1_000_000),
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
    CONTENT_API_PREVIEW_TTL_HOURS: envInt(24, 1, 720),
    /**
     * Where login codes go (docs/decisions/0048): `outbox` keeps them in the service's log and the
     * development outbox, and is refused in production; `webhook` posts them to an SMS gateway;
     * `off` sends none. Unset: `outbox`, or `off` in production.
     */
    CONTENT_API_SMS: z.enum(["outbox", "webhook", "off"]).optional(),
    /** The SMS gateway's endpoint, which receives `{ phone, code, purpose, text, ttl_seconds }`. */
    CONTENT_API_SMS_WEBHOOK_URL: envUrl().optional(),
    /** Sent to the gateway as `Authorization: Bearer …`. */
    CONTENT_API_SMS_WEBHOOK_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    /** Numbers that log in with CONTENT_API_SMS_TEST_CODE and are never texted (reviewers, tests). */
    CONTENT_API_SMS_TEST_PHONES: envList()
      .default([])
      .refine(
        (list) => list.every((p) => normalisePhone(p) !== null),
        "mainland mobile numbers, comma-separated",
      ),
    CONTENT_API_SMS_TEST_CODE: z
      .string()
      .regex(/^\d{6}$/, "must be 6 digits")
      .optional(),
    /** Login codes one client address may ask for a minute, and a China day. */
    CONTENT_API_SMS_ADDRESS_RATE: envInt(5, 1, 100_000),
    CONTENT_API_SMS_ADDRESS_DAILY: envInt(30, 1, 10_000_000),
    /** Logins and registrations one client address may try a minute. */
    CONTENT_API_LOGIN_RATE: envInt(20, 1, 100_000),
    /** Likes, collections and follows one user may set a minute. */
    CONTENT_API_SOCIAL_RATE: envInt(60, 1, 100_000),
    /** Comments one user may post a minute. */
    CONTENT_API_COMMENT_RATE: envInt(5, 1, 100_000),
    /** Words besides the built-in ones that hold a comment or danmu for review, comma-separated. */
    CONTENT_API_BLOCKED_WORDS: envList().default([]),
    /** Searches one client address may make a minute. */
    CONTENT_API_SEARCH_RATE: envInt(60, 1, 100_000),
    /** Registrations one user's invitation code allows. */
    CONTENT_API_INVITE_MAX_USES: envInt(20, 1, 100_000),
    /** How long a logged-in session lasts, in days. */
    CONTENT_API_SESSION_DAYS: envInt(30, 1, 365),
    /** Shared with the site's server: inner calls without it are refused (docs/decisions/0021). */
    DAVMU_INNER_SECRET: z.string().min(24, "must be at least 24 characters").optional(),
    /** The public origin of the share site: its hostname is always allowed for WeChat signatures. */
    DAVMU_WAP_HOST: envUrl().default("http://127.0.0.1:3000"),
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
    WECHAT_SIGN_HOSTS: envList().default([]),
  })
  .refine((e) => e.WECHAT_TICKET_SOURCE !== "wechat" || (e.WECHAT_APPID && e.WECHAT_APPSECRET), {
    message: "fetching the ticket from WeChat needs WECHAT_APPID and WECHAT_APPSECRET",
    path: ["WECHAT_TICKET_SOURCE"],
  })
  .refine((e) => !(e.NODE_ENV === "production" && e.CONTENT_API_SMS === "outbox"), {
    message:
      "the development outbox shows login codes to whoever asks and writes them to the log, so it " +
      "cannot run in production (NODE_ENV=production): set CONTENT_API_SMS=webhook with " +
      "CONTENT_API_SMS_WEBHOOK_URL, or CONTENT_API_SMS=off",
    path: ["CONTENT_API_SMS"],
  })
  .refine((e) => e.CONTENT_API_SMS !== "webhook" || e.CONTENT_API_SMS_WEBHOOK_URL, {
    message: "the webhook needs CONTENT_API_SMS_WEBHOOK_URL",
    path: ["CONTENT_API_SMS"],
  })
  .refine((e) => e.CONTENT_API_SMS_TEST_PHONES.length === 0 || e.CONTENT_API_SMS_TEST_CODE, {
    message: "test numbers need CONTENT_API_SMS_TEST_CODE",
    path: ["CONTENT_API_SMS_TEST_PHONES"],
  });

/** Where the data lives: SQLite by default, PostgreSQL when DATABASE_URL says so. */
export type DatabaseConfig =
  | { dialect: "sqlite"; file: string }
  | {
      dialect: "postgres";
      url: string;
      poolSize: number;
      /** 0 turns it off (migrations and seeding, which may rightly take long). */
      statementTimeoutMs: number;
      idleTransactionTimeoutMs: number;
    };

/** Where login codes go, and the numbers that need none (docs/decisions/0048). */
export type SmsConfig = {
  provider: "outbox" | "webhook" | "off";
  webhookUrl: string;
  webhookToken: string;
  /** Stored form (11 digits). */
  testPhones: string[];
  /** The fixed code of the test numbers; empty when there are none. */
  testCode: string;
  addressPerMinute: number;
  addressPerDay: number;
};

export type Config = {
  /** NODE_ENV=production: no development outbox, no login codes in the log. */
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
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
  /** Danmu one client address may send a minute. */
  danmuRatePerMinute: number;
  /** Analytics calls a minute one client address may make (token bucket, bursts up to as many). */
  trackerRatePerMinute: number;
  /** Anonymous-token calls a minute one client address may make, on average. */
  tokenRatePerMinute: number;
  /** Anonymous-token calls one client address may make at once (a NAT's visitors arriving together). */
  tokenBurst: number;
  /** Editor calls a minute one client address may make, counted before the token is compared. */
  editorRatePerMinute: number;
  /** Form pictures one client address may upload a minute, whatever tokens it holds. */
  uploadRatePerMinute: number;
  /** Activity sign-ups one client address may send a minute. */
  signupRatePerMinute: number;
  /** Live push streams one visitor and one client address may hold open in a process. */
  liveStreamCaps: { perVisitor: number; perAddress: number };
  /** Proxies in front of the service whose X-Forwarded-For entries are trusted. */
  trustedProxies: TrustedProxies;
  wechat: WechatConfig;
  sms: SmsConfig;
  /** Logins and registrations one client address may try a minute. */
  loginRatePerMinute: number;
  /** Likes, collections and follows one user may set a minute. */
  socialRatePerMinute: number;
  /** Comments one user may post a minute. */
  commentRatePerMinute: number;
  /** Words besides the built-in ones that hold a comment or danmu for review. */
  blockedWords: string[];
  sessionTtlSeconds: number;
  /** Registrations one user's invitation code allows. */
  inviteMaxUses: number;
  /** Searches one client address may make a minute. */
  searchRatePerMinute: number;
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
  const e = parseEnv("content-api", EnvSchema, env);
  const publicUrl = e.CONTENT_API_PUBLIC_URL ?? `http://${e.CONTENT_API_HOST}:${e.CONTENT_API_PORT}`;
  const production = e.NODE_ENV === "production";
  return {
    production,
    host: e.CONTENT_API_HOST,
    port: e.CONTENT_API_PORT,
    dataDir: path.resolve(e.CONTENT_API_DATA_DIR),
    database: e.DATABASE_URL
      ? {
          dialect: "postgres",
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
          idleTransactionTimeoutMs: e.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
        }
      : { dialect: "sqlite", file: path.join(path.resolve(e.CONTENT_API_DATA_DIR), DATABASE_FILE) },
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
    corsOrigins: e.CONTENT_API_CORS_ORIGINS,
    danmuRatePerMinute: e.CONTENT_API_DANMU_RATE,
    trackerRatePerMinute: e.CONTENT_API_TRACKER_RATE,
    tokenRatePerMinute: e.CONTENT_API_TOKEN_RATE,
    tokenBurst: Math.max(e.CONTENT_API_TOKEN_BURST, e.CONTENT_API_TOKEN_RATE),
    editorRatePerMinute: e.CONTENT_API_EDITOR_RATE,
    uploadRatePerMinute: e.CONTENT_API_UPLOAD_RATE,
    signupRatePerMinute: e.CONTENT_API_SIGNUP_RATE,
    liveStreamCaps: {
      perVisitor: e.CONTENT_API_LIVE_STREAMS_PER_VISITOR,
      perAddress: e.CONTENT_API_LIVE_STREAMS_PER_ADDRESS,
    },
    trustedProxies: parseTrustedProxies(e.CONTENT_API_TRUSTED_PROXIES),
    wechat: {
      appId: e.WECHAT_APPID,
      appSecret: e.WECHAT_APPSECRET,
      ticketSource: e.WECHAT_TICKET_SOURCE,
      jsapiTicket: e.WECHAT_JSAPI_TICKET,
      signHosts: [
        ...new Set([new URL(e.DAVMU_WAP_HOST).hostname, ...e.WECHAT_SIGN_HOSTS].map((h) => h.toLowerCase())),
      ],
    },
    sms: {
      provider: e.CONTENT_API_SMS ?? (production ? "off" : "outbox"),
      webhookUrl: e.CONTENT_API_SMS_WEBHOOK_URL ?? "",
      webhookToken: e.CONTENT_API_SMS_WEBHOOK_TOKEN ?? "",
      testPhones: e.CONTENT_API_SMS_TEST_PHONES.map((p) => normalisePhone(p)!),
      testCode: e.CONTENT_API_SMS_TEST_CODE ?? "",
      addressPerMinute: e.CONTENT_API_SMS_ADDRESS_RATE,
      addressPerDay: e.CONTENT_API_SMS_ADDRESS_DAILY,
    },
    loginRatePerMinute: e.CONTENT_API_LOGIN_RATE,
    socialRatePerMinute: e.CONTENT_API_SOCIAL_RATE,
    commentRatePerMinute: e.CONTENT_API_COMMENT_RATE,
    blockedWords: e.CONTENT_API_BLOCKED_WORDS,
    sessionTtlSeconds: e.CONTENT_API_SESSION_DAYS * 24 * 3600,
    inviteMaxUses: e.CONTENT_API_INVITE_MAX_USES,
    searchRatePerMinute: e.CONTENT_API_SEARCH_RATE,
  };
}

/** A key of its own for one purpose, from the token secret: one leaked key does not give the other. */
export function derivedSecret(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(`davmu-content-api ${purpose}`).digest("base64url");
}

function isPostgresUrl(value: string): boolean {
  if (!/^postgres(ql)?:\/\//.test(value)) return false;
  return URL.canParse(value);
}

function isProxyList(list: string): boolean {
  try {
    parseTrustedProxies(list);
    return true;
  } catch {
    return false;
  }
}
