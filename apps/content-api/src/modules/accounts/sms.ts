import { LOGIN_CODE_TTL_SECONDS, maskPhone, type SmsOutbox, type VcodePurpose } from "@davmu/contract";
import type { SmsConfig } from "../../config.ts";

/** One login code to text to a phone. */
export type SmsMessage = { phone: string; purpose: VcodePurpose; code: string; sentAt: number };

/** Sends login codes (docs/decisions/0048). `send` resolves once the provider has taken the text. */
export interface SmsProvider {
  readonly name: SmsConfig["provider"];
  send(message: SmsMessage): Promise<void>;
}

/** The provider could not take the text, or there is none: the caller answers 503. */
export class SmsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SmsUnavailableError";
  }
}

/** The text a phone receives. */
export function smsText({ code, purpose }: Pick<SmsMessage, "code" | "purpose">): string {
  const minutes = LOGIN_CODE_TTL_SECONDS / 60;
  const what = purpose === "register" ? "注册" : "登录";
  return `【大目新闻】您的${what}验证码是${code}，${minutes}分钟内有效。请勿将验证码告诉他人。`;
}

/** How many texts the development outbox keeps, newest first: enough for a test run's logins. */
const OUTBOX_SIZE = 200;

export type SmsOutboxProvider = SmsProvider & {
  /** What was "sent", newest first; to one number only when given. */
  read(phone?: string): SmsOutbox["list"];
};

/**
 * The development sink: each code goes to the service's log and to an outbox in memory that the
 * outbox call reads. Never in production: the configuration refuses it there.
 */
export function outboxProvider(
  // Development only (production refuses the outbox, docs/decisions/0048): the code is printed on
  // purpose, on standard output rather than through the masking logger, so that whoever runs the
  // service can log in. Every other line of the service masks codes and numbers.
  log = (line: string) => console.log(line),
): SmsOutboxProvider {
  const kept: SmsOutbox["list"] = [];
  return {
    name: "outbox",
    async send(message) {
      const text = smsText(message);
      kept.unshift({
        phone: message.phone,
        purpose: message.purpose,
        code: message.code,
        text,
        sent_at: message.sentAt,
      });
      kept.length = Math.min(kept.length, OUTBOX_SIZE);
      log(`content-api: development SMS outbox: to ${message.phone}: ${text}`);
    },
    read(phone) {
      return phone === undefined ? [...kept] : kept.filter((m) => m.phone === phone);
    },
  };
}

/** A gateway slower than this is taken as down: the visitor is waiting on the answer. */
const WEBHOOK_TIMEOUT_MS = 5000;

/**
 * An SMS gateway reached over HTTPS: each code is posted as JSON with a bearer token. A gateway that
 * does not answer 2xx in time is a failure; the code is never written to the log.
 */
export function webhookProvider(
  config: Pick<SmsConfig, "webhookUrl" | "webhookToken">,
  fetcher: typeof fetch = fetch,
): SmsProvider {
  return {
    name: "webhook",
    async send(message) {
      let status: number;
      try {
        const res = await fetcher(config.webhookUrl, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            ...(config.webhookToken ? { Authorization: `Bearer ${config.webhookToken}` } : {}),
          },
          body: JSON.stringify({
            phone: `+86${message.phone}`,
            code: message.code,
            purpose: message.purpose,
            text: smsText(message),
            ttl_seconds: LOGIN_CODE_TTL_SECONDS,
          }),
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        status = res.status;
        await res.body?.cancel();
      } catch (error) {
        throw new SmsUnavailableError(
          `the SMS gateway did not answer for ${maskPhone(message.phone)}: ${(error as Error).name}`,
        );
      }
      if (status < 200 || status > 299)
        throw new SmsUnavailableError(
          `the SMS gateway refused the text to ${maskPhone(message.phone)}: ${status}`,
        );
    },
  };
}

/** No provider: codes cannot be sent (test numbers still log in with their fixed code). */
export function offProvider(): SmsProvider {
  return {
    name: "off",
    async send() {
      throw new SmsUnavailableError("login codes cannot be sent: no SMS provider is configured");
    },
  };
}

/** The provider the configuration names. */
export function smsProviderFor(config: SmsConfig): SmsProvider {
  if (config.provider === "outbox") return outboxProvider();
  if (config.provider === "webhook") return webhookProvider(config);
  return offProvider();
}

export function isOutbox(provider: SmsProvider): provider is SmsOutboxProvider {
  return provider.name === "outbox" && "read" in provider;
}
