/**
 * The settings of users' accounts: where login codes go and the numbers that need none
 * (docs/decisions/0048), how many codes and logins one address may ask for, how long a session
 * lasts, and how many registrations an invitation allows.
 */
import { normalisePhone } from "@davmu/contract";
import { envInt, envList, envUrl } from "@davmu/env";
import { z } from "zod";

export const AccountsEnv = z.object({
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
  /** Registrations one user's invitation code allows. */
  CONTENT_API_INVITE_MAX_USES: envInt(20, 1, 100_000),
  /** How long a logged-in session lasts, in days. */
  CONTENT_API_SESSION_DAYS: envInt(30, 1, 365),
});

type AccountsEnvRead = z.output<typeof AccountsEnv> & { NODE_ENV: string };

/** The accounts' settings that go together or not, checked once every variable is read. */
export const ACCOUNTS_CHECKS: { ok: (e: AccountsEnvRead) => unknown; message: string; path: string[] }[] = [
  {
    ok: (e) => !(e.NODE_ENV === "production" && e.CONTENT_API_SMS === "outbox"),
    message:
      "the development outbox shows login codes to whoever asks and writes them to the log, so it " +
      "cannot run in production (NODE_ENV=production): set CONTENT_API_SMS=webhook with " +
      "CONTENT_API_SMS_WEBHOOK_URL, or CONTENT_API_SMS=off",
    path: ["CONTENT_API_SMS"],
  },
  {
    ok: (e) => e.CONTENT_API_SMS !== "webhook" || e.CONTENT_API_SMS_WEBHOOK_URL,
    message: "the webhook needs CONTENT_API_SMS_WEBHOOK_URL",
    path: ["CONTENT_API_SMS"],
  },
  {
    ok: (e) => e.CONTENT_API_SMS_TEST_PHONES.length === 0 || e.CONTENT_API_SMS_TEST_CODE,
    message: "test numbers need CONTENT_API_SMS_TEST_CODE",
    path: ["CONTENT_API_SMS_TEST_PHONES"],
  },
];

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

export type AccountsConfig = {
  sms: SmsConfig;
  /** Logins and registrations one client address may try a minute. */
  loginRatePerMinute: number;
  sessionTtlSeconds: number;
  /** Registrations one user's invitation code allows. */
  inviteMaxUses: number;
};

export function accountsConfig(e: z.output<typeof AccountsEnv>, production: boolean): AccountsConfig {
  return {
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
    sessionTtlSeconds: e.CONTENT_API_SESSION_DAYS * 24 * 3600,
    inviteMaxUses: e.CONTENT_API_INVITE_MAX_USES,
  };
}
