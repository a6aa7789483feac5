/**
 * The WeChat settings: the official account whose jsapi_ticket signs the share pages, where the
 * ticket comes from, and the hostnames whose pages may be signed.
 */
import { envList } from "@davmu/env";
import { z } from "zod";

export const WechatEnv = z.object({
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
});

/** The WeChat settings that go together or not, checked once every variable is read. */
export const WECHAT_CHECKS: {
  ok: (e: z.output<typeof WechatEnv>) => unknown;
  message: string;
  path: string[];
}[] = [
  {
    ok: (e) => e.WECHAT_TICKET_SOURCE !== "wechat" || (e.WECHAT_APPID && e.WECHAT_APPSECRET),
    message: "fetching the ticket from WeChat needs WECHAT_APPID and WECHAT_APPSECRET",
    path: ["WECHAT_TICKET_SOURCE"],
  },
];

export type WechatConfig = {
  appId: string;
  appSecret: string;
  ticketSource: "config" | "wechat";
  jsapiTicket: string;
  /** Lower-case hostnames whose page URLs the signature call accepts. */
  signHosts: string[];
};

/** The WeChat settings read; the share site's host (`wapHost`, a URL) is always signed for. */
export function wechatConfig(e: z.output<typeof WechatEnv>, wapHost: string): WechatConfig {
  return {
    appId: e.WECHAT_APPID,
    appSecret: e.WECHAT_APPSECRET,
    ticketSource: e.WECHAT_TICKET_SOURCE,
    jsapiTicket: e.WECHAT_JSAPI_TICKET,
    signHosts: [...new Set([new URL(wapHost).hostname, ...e.WECHAT_SIGN_HOSTS].map((h) => h.toLowerCase()))],
  };
}
