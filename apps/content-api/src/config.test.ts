import path from "node:path";
import { DEFAULT_SERVICE_PREFIXES } from "@davmu/contract";
import { DEFAULT_ID_SALT } from "@davmu/ids";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

describe("loadConfig", () => {
  it("runs locally with no environment at all", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: "127.0.0.1",
      port: 9528,
      dataDir: path.join(REPO_ROOT, "data"),
      publicUrl: "http://127.0.0.1:9528",
      idSalt: DEFAULT_ID_SALT,
      prefixes: DEFAULT_SERVICE_PREFIXES,
      corsOrigins: ["*"],
      danmuRatePerMinute: 20,
    });
    expect(config.tokenSecret.length).toBeGreaterThanOrEqual(32);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      CONTENT_API_HOST: "0.0.0.0",
      CONTENT_API_PORT: "8080",
      CONTENT_API_DATA_DIR: "relative/dir",
      CONTENT_API_PUBLIC_URL: "https://api.example.com/",
      DAVMU_ID_SALT: "pepper",
      DAVMU_PREFIX_OSMAN: "/o",
      DAVMU_PREFIX_PEONY_INNER: "",
      DAVMU_PREFIX_PINE_INNER: "/p/i",
      DAVMU_PREFIX_FORM: "/f",
      DAVMU_PREFIX_STATS: "/s",
      CONTENT_API_TOKEN_SECRET: "x".repeat(40),
      CONTENT_API_CORS_ORIGINS: "https://a.example, https://b.example",
      CONTENT_API_DANMU_RATE: "5",
    });
    expect(config).toMatchObject({
      host: "0.0.0.0",
      port: 8080,
      dataDir: path.resolve("relative/dir"),
      publicUrl: "https://api.example.com",
      idSalt: "pepper",
      corsOrigins: ["https://a.example", "https://b.example"],
      danmuRatePerMinute: 5,
    });
    // An empty variable counts as unset, so the prefix keeps its default.
    expect(config.prefixes).toEqual({
      osman: "/o",
      peonyInner: "/peony-inner",
      pineInner: "/p/i",
      form: "/f",
      stats: "/s",
    });
  });

  it("fails fast naming every bad value", () => {
    const attempt = () =>
      loadConfig({
        CONTENT_API_PORT: "eighty",
        CONTENT_API_PUBLIC_URL: "ftp://x",
        DAVMU_PREFIX_OSMAN: "osman/",
        CONTENT_API_TOKEN_SECRET: "short",
        CONTENT_API_DANMU_RATE: "lots",
      });
    expect(attempt).toThrow(/invalid configuration/);
    const message = (() => {
      try {
        attempt();
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of [
      "CONTENT_API_PORT",
      "CONTENT_API_PUBLIC_URL",
      "DAVMU_PREFIX_OSMAN",
      "CONTENT_API_TOKEN_SECRET",
      "CONTENT_API_DANMU_RATE",
    ]) {
      expect(message).toContain(name);
    }
  });

  it("derives the hosts it signs for WeChat from the site's host and the extra list", () => {
    const config = loadConfig({
      DAVMU_WAP_HOST: "https://Share.Davmu.test",
      WECHAT_SIGN_HOSTS: " m.davmu.test ,share.davmu.test",
      WECHAT_APPID: "wx1",
      WECHAT_JSAPI_TICKET: "ticket",
    });
    expect(config.wechat).toEqual({
      appId: "wx1",
      appSecret: "",
      ticketSource: "config",
      jsapiTicket: "ticket",
      signHosts: ["share.davmu.test", "m.davmu.test"],
    });
    expect(loadConfig({}).wechat.signHosts).toEqual(["127.0.0.1"]);
  });

  it("refuses to fetch the WeChat ticket without the account's secret", () => {
    expect(() => loadConfig({ WECHAT_TICKET_SOURCE: "wechat", WECHAT_APPID: "wx1" })).toThrow(
      /WECHAT_TICKET_SOURCE/,
    );
  });

  it("keys preview links with their own secret, or one derived from (and unlike) the token secret", () => {
    const derived = loadConfig({ CONTENT_API_TOKEN_SECRET: "t".repeat(40) });
    expect(derived.previewSecret).not.toBe(derived.tokenSecret);
    expect(derived.previewSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ CONTENT_API_TOKEN_SECRET: "u".repeat(40) }).previewSecret).not.toBe(
      derived.previewSecret,
    );
    const own = loadConfig({ CONTENT_API_PREVIEW_SECRET: "p".repeat(32) });
    expect(own.previewSecret).toBe("p".repeat(32));
    expect(own).toMatchObject({ editorToken: "", previewTtlSeconds: 24 * 3600, innerSecret: "" });
    expect(() => loadConfig({ CONTENT_API_EDITOR_TOKEN: "short" })).toThrow(/CONTENT_API_EDITOR_TOKEN/);
  });

  it("keeps its data in SQLite in the data folder unless DATABASE_URL names a PostgreSQL", () => {
    expect(loadConfig({}).database).toEqual({
      dialect: "sqlite",
      file: path.join(REPO_ROOT, "data", "content-api.db"),
    });
    expect(loadConfig({ CONTENT_API_DATA_DIR: "/srv/davmu", DATABASE_URL: "" }).database).toEqual({
      dialect: "sqlite",
      file: "/srv/davmu/content-api.db",
    });
    const url = "postgres://davmu:s3cret@db.internal:5432/davmu";
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({
      dialect: "postgres",
      url,
      poolSize: 10,
      statementTimeoutMs: 5000,
      idleTransactionTimeoutMs: 10_000,
    });
    expect(
      loadConfig({
        DATABASE_URL: "postgresql:///davmu?host=/run/postgresql",
        DATABASE_POOL_SIZE: "25",
        DATABASE_STATEMENT_TIMEOUT_MS: "2000",
        DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: "30000",
      }).database,
    ).toMatchObject({
      dialect: "postgres",
      poolSize: 25,
      statementTimeoutMs: 2000,
      idleTransactionTimeoutMs: 30_000,
    });
  });

  it("refuses a database URL it cannot run on, without repeating its password", () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    const message = refusal({ DATABASE_URL: "mysql://root:hunter2@db/davmu" });
    expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(message).not.toContain("hunter2");
    expect(refusal({ DATABASE_URL: "postgres://x", DATABASE_POOL_SIZE: "0" })).toContain(
      "DATABASE_POOL_SIZE",
    );
    expect(refusal({ DATABASE_URL: "postgres://x", DATABASE_STATEMENT_TIMEOUT_MS: "soon" })).toContain(
      "DATABASE_STATEMENT_TIMEOUT_MS",
    );
  });
});
