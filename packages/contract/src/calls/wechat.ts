import { defineCall } from "../call.ts";

/** WeChat sharing: its settings, the JS-SDK signature and the share data. */
export const WECHAT_CALLS = {
  wxShareSettings: defineCall({
    method: "GET",
    path: "/peony/v1/system/wxshare",
    data: (s) => s.WxShareSettingsSchema,
  }),
  /** The spec names this answer's `state`: true with data here; false with data null on refusal. */
  wxSignature: defineCall({
    method: "GET",
    path: "/peony/v1/system/wxshare/signature",
    query: (s) => s.WxSignatureQuerySchema,
    data: (s) => s.WxSignatureSchema,
    envelope: { success: { state: true }, failure: { state: false } },
  }),
  wxShareConfig: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/wxshare/config",
    data: (s) => s.WxShareConfigSchema,
  }),
  staticData: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/static/data",
    data: (s) => s.StaticDataSchema,
  }),
} as const;
