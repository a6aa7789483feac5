import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";

/**
 * WeChat sharing (spec §7, "Share configuration"). The spec names only the signature answer's
 * `state` and `data { appId, timestamp, nonceStr, signature }`; the other shapes are this contract's
 * (docs/decisions/0014-wechat-share.md).
 */

/** The signature call: the page address without its hash, URL-encoded by the client. */
export const WxSignatureQuerySchema = z.object({
  url: z.string({ message: "url is required" }).min(1, "url is required").max(2048),
});

/** What `wx.config` needs besides the interface lists. */
export const WxSignatureSchema = z.object({
  appId: z.string().min(1),
  /** Seconds since the epoch, the number that was signed. */
  timestamp: z.number().int().positive(),
  nonceStr: z.string().regex(/^[A-Za-z0-9]{16,32}$/),
  /** SHA-1 hex of the sorted jsapi_ticket, noncestr, timestamp and url. */
  signature: z.string().regex(/^[0-9a-f]{40}$/),
});
export type WxSignature = z.infer<typeof WxSignatureSchema>;

/** The envelope with the spec's `state`: true with data, or false with data null. */
export const WxSignatureResponseSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  state: z.literal(true),
  data: WxSignatureSchema,
});
export const WxSignatureFailureSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  state: z.literal(false),
  data: z.null(),
});
export type WxSignatureAnswer =
  | z.infer<typeof WxSignatureResponseSchema>
  | z.infer<typeof WxSignatureFailureSchema>;

/** A share card: what WeChat shows in a chat or on the timeline. */
export const WxShareCardSchema = z.object({
  title: z.string(),
  desc: z.string(),
  /** Absolute http(s) URL; never a data URI. */
  img_url: z.string().url(),
});

/** GET /peony/v1/system/wxshare: what a browser may know of the WeChat setup. */
export const WxShareSettingsSchema = z.object({
  /** False when no official account or ticket is configured: the site then skips the SDK. */
  enabled: z.boolean(),
  app_id: z.string(),
  js_api_list: z.array(z.string()),
  open_tag_list: z.array(z.string()),
});
export type WxShareSettings = z.infer<typeof WxShareSettingsSchema>;
export const WxShareSettingsResponseSchema = envelopeSchema(WxShareSettingsSchema);

/** GET {peony-inner}/inner/wxshare/config: the signing setup and the site's default share card. */
export const WxShareConfigSchema = WxShareSettingsSchema.extend({
  /** Hostnames whose pages the service signs. */
  sign_hosts: z.array(z.string()),
  /** Where the jsapi_ticket comes from: the configuration, or WeChat's API (cached). */
  ticket_source: z.enum(["config", "wechat"]),
  default_share: WxShareCardSchema,
});
export type WxShareConfig = z.infer<typeof WxShareConfigSchema>;
export const WxShareConfigResponseSchema = envelopeSchema(WxShareConfigSchema);

/** GET {peony-inner}/inner/static/data: the site-wide static data in one answer, for servers to cache. */
export const StaticDataSchema = z.object({
  app_name: z.string(),
  slogan: z.string(),
  primary_color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  site_name: z.string(),
  descriptions: z.string(),
  keywords: z.string(),
  site_logo: z.string().url(),
  share: WxShareCardSchema,
});
export type StaticData = z.infer<typeof StaticDataSchema>;
export const StaticDataResponseSchema = envelopeSchema(StaticDataSchema);
