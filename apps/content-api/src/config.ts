/**
 * The content service's configuration, read once from the environment: where the service runs and
 * how it is reached are here, every other area of settings in a module of its own under config/
 * (the database, the secrets, the limits, the accounts, WeChat).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_SERVICE_PREFIXES, type ServicePrefixes } from "@davmu/contract";
import { envList, envPort, envPrefix, envUrl, parseEnv } from "@davmu/env";
import { DEFAULT_ID_SALT } from "@davmu/ids";
import { z } from "zod";
import { ACCOUNTS_CHECKS, type AccountsConfig, AccountsEnv, accountsConfig } from "./config/accounts.ts";
import { type DatabaseConfig, DatabaseEnv, databaseConfig } from "./config/database.ts";
import { type LimitsConfig, LimitsEnv, limitsConfig } from "./config/limits.ts";
import { type SecretsConfig, SecretsEnv, secretsConfig } from "./config/secrets.ts";
import { WECHAT_CHECKS, type WechatConfig, WechatEnv, wechatConfig } from "./config/wechat.ts";

export type { SmsConfig } from "./config/accounts.ts";
export { DATABASE_FILE, type DatabaseConfig } from "./config/database.ts";
export { DEV_TOKEN_SECRET, derivedSecret } from "./config/secrets.ts";
export type { WechatConfig } from "./config/wechat.ts";

/**
 * The repository's `data` folder. src/config.ts and the bundled dist/server.mjs sit at the same depth
 * (apps/content-api/<dir>/<file>), so one relative URL finds it from either, whatever the cwd.
 */
const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../data", import.meta.url));

/** Where the service runs and how it is reached. */
const ServiceEnv = z.object({
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
  CONTENT_API_CORS_ORIGINS: envList().default(["*"]),
  /** The public origin of the share site: its hostname is always allowed for WeChat signatures. */
  DAVMU_WAP_HOST: envUrl().default("http://127.0.0.1:3000"),
});

/** Every variable of every area, then the checks of the ones that go together or not. */
const EnvSchema = [...WECHAT_CHECKS, ...ACCOUNTS_CHECKS].reduce(
  (schema, { ok, ...params }) => schema.refine(ok, params),
  z.object({
    ...ServiceEnv.shape,
    ...SecretsEnv.shape,
    ...DatabaseEnv.shape,
    ...LimitsEnv.shape,
    ...AccountsEnv.shape,
    ...WechatEnv.shape,
  }),
);

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
  /** The share site's public origin, without a trailing slash: preview links point there. */
  wapHost: string;
  /** `["*"]` allows every origin. */
  corsOrigins: string[];
  wechat: WechatConfig;
} & SecretsConfig &
  LimitsConfig &
  AccountsConfig;

/** Reads the configuration from the environment; throws one message listing every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = parseEnv("content-api", EnvSchema, env);
  const publicUrl = e.CONTENT_API_PUBLIC_URL ?? `http://${e.CONTENT_API_HOST}:${e.CONTENT_API_PORT}`;
  const production = e.NODE_ENV === "production";
  const dataDir = path.resolve(e.CONTENT_API_DATA_DIR);
  return {
    production,
    host: e.CONTENT_API_HOST,
    port: e.CONTENT_API_PORT,
    dataDir,
    database: databaseConfig(e, dataDir),
    publicUrl: publicUrl.replace(/\/+$/, ""),
    idSalt: e.DAVMU_ID_SALT,
    prefixes: {
      osman: e.DAVMU_PREFIX_OSMAN,
      peonyInner: e.DAVMU_PREFIX_PEONY_INNER,
      pineInner: e.DAVMU_PREFIX_PINE_INNER,
      form: e.DAVMU_PREFIX_FORM,
      stats: e.DAVMU_PREFIX_STATS,
    },
    ...secretsConfig(e),
    wapHost: new URL(e.DAVMU_WAP_HOST).origin,
    corsOrigins: e.CONTENT_API_CORS_ORIGINS,
    ...limitsConfig(e),
    wechat: wechatConfig(e, e.DAVMU_WAP_HOST),
    ...accountsConfig(e, production),
  };
}
