import type { WechatConfig } from "../../config.ts";
import { type ExpiringValue, type ExpiringValues, memoryValues } from "../../db/shared-values.ts";

/** Where the jsapi_ticket comes from. A ticket lives 7200 s and WeChat limits how often it is fetched. */
export interface JsapiTicketProvider {
  /** The current ticket, or null when none is configured. Throws when the source cannot answer. */
  getTicket(): Promise<string | null>;
}

/** The default: the ticket from the configuration (rotated by whoever deploys the service). */
export function configuredTicket(ticket: string): JsapiTicketProvider {
  return { getTicket: async () => ticket || null };
}

type FetchLike = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
type WechatAnswer = {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  ticket?: string;
  expires_in?: number;
};

const WECHAT_API = "https://api.weixin.qq.com/cgi-bin";
/** Renew this long before WeChat's stated expiry, so a signature is never made with a dying ticket. */
const RENEW_MARGIN_MS = 5 * 60_000;

/**
 * Fetches an access token and then a jsapi ticket from WeChat's API, and keeps the ticket until
 * shortly before it expires: in this process, and in `shared` (the database), so the service's
 * other processes and its next start use it too instead of fetching their own. Concurrent callers
 * in one process share one fetch; two processes finding the ticket expired at the same moment may
 * each fetch one, which WeChat allows (both stay valid until they expire). Off by default: it
 * needs the internet and the account's secret.
 */
export function wechatTicket(
  { appId, appSecret }: Pick<WechatConfig, "appId" | "appSecret">,
  fetchImpl: FetchLike = fetch,
  now: () => number = Date.now,
  shared: ExpiringValues = memoryValues(),
): JsapiTicketProvider {
  const name = `wechat:jsapi_ticket:${appId}`;
  let cached: ExpiringValue | undefined;
  let pending: Promise<string> | undefined;

  const call = async (url: string): Promise<WechatAnswer> => {
    const res = await fetchImpl(url);
    if (!res.ok) throw new Error(`WeChat API answered HTTP ${res.status}`);
    const body = (await res.json()) as WechatAnswer;
    if (body.errcode) throw new Error(`WeChat API error ${body.errcode}: ${body.errmsg ?? ""}`);
    return body;
  };

  const load = async () => {
    const token = await call(
      `${WECHAT_API}/token?grant_type=client_credential&appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(appSecret)}`,
    );
    if (!token.access_token) throw new Error("WeChat API gave no access_token");
    const answer = await call(
      `${WECHAT_API}/ticket/getticket?access_token=${encodeURIComponent(token.access_token)}&type=jsapi`,
    );
    if (!answer.ticket) throw new Error("WeChat API gave no ticket");
    const fetched = {
      value: answer.ticket,
      expiresAtMs: now() + (answer.expires_in ?? 7200) * 1000 - RENEW_MARGIN_MS,
    };
    await shared.write(name, fetched);
    return fetched;
  };

  /** The ticket another process (or an earlier start) fetched, else a fresh one. */
  const sharedOrFetched = async () => {
    cached = (await shared.read(name, now())) ?? (await load());
    return cached.value;
  };

  return {
    async getTicket() {
      if (cached && cached.expiresAtMs > now()) return cached.value;
      pending ??= sharedOrFetched().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}

/** The provider the configuration asks for; a fetched ticket is kept in `shared` for every process. */
export function ticketProviderFor(config: WechatConfig, shared?: ExpiringValues): JsapiTicketProvider {
  return config.ticketSource === "wechat"
    ? wechatTicket(config, fetch, Date.now, shared)
    : configuredTicket(config.jsapiTicket);
}
