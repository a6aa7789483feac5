import {
  StaticDataResponseSchema,
  WX_JS_API_LIST,
  WX_OPEN_TAG_LIST,
  WxShareConfigResponseSchema,
  WxShareSettingsResponseSchema,
  type WxSignatureAnswer,
  WxSignatureQuerySchema,
  WxSignatureResponseSchema,
} from "@davmu/contract";
import type { Context } from "hono";
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { ok } from "../../http/respond.ts";
import { getApp } from "../site/queries.ts";
import { createNonce, jsapiSignature, signableUrl } from "./jsapi-signature.ts";

/** The site's own app (spec §6: appid 1). */
const SITE_APPID = 1;

/** The signature call's refusal: the envelope with the spec's `state: false`. */
function refuse(c: Context, status: ContentfulStatusCode, msg: string) {
  const body: WxSignatureAnswer = { code: status, msg, state: false, data: null };
  return c.json(body, status);
}

/**
 * WeChat sharing (spec §7, "Share configuration"): the public settings, the signature of a page of
 * the site, the internal signing setup and the site's static data (docs/decisions/0014).
 */
export function wxshareRoutes(deps: RouteDeps): Hono {
  const { db, presenter, paths, config } = deps;
  const wechat = config.wechat;
  const app = new Hono();

  const siteApp = async () => {
    const row = await getApp(db, SITE_APPID);
    if (!row) throw notFound(`app ${SITE_APPID} not found`);
    return row;
  };
  const settings = () => ({
    enabled: wechat.appId !== "" && (wechat.ticketSource === "wechat" || wechat.jsapiTicket !== ""),
    app_id: wechat.appId,
    js_api_list: [...WX_JS_API_LIST],
    open_tag_list: [...WX_OPEN_TAG_LIST],
  });
  const defaultShare = (row: Awaited<ReturnType<typeof siteApp>>) => ({
    title: row.site_name,
    desc: row.descriptions,
    img_url: presenter.mediaUrl(row.site_logo),
  });

  app.get(paths.wxShareSettings, (c) => ok(c, WxShareSettingsResponseSchema, settings()));

  app.get(paths.wxSignature, async (c) => {
    const query = WxSignatureQuerySchema.safeParse(c.req.query());
    if (!query.success) return refuse(c, 400, "invalid request: url is required");
    const target = signableUrl(query.data.url, wechat.signHosts);
    if (!target.ok) return refuse(c, 400, `invalid request: ${target.reason}`);
    if (!settings().enabled) return refuse(c, 503, "WeChat sharing is not configured");
    let ticket: string | null;
    try {
      ticket = await deps.ticketProvider.getTicket();
    } catch (error) {
      console.error("content-api: the WeChat jsapi_ticket could not be fetched", error);
      return refuse(c, 502, "the WeChat ticket is unavailable");
    }
    if (!ticket) return refuse(c, 503, "WeChat sharing is not configured");
    const nonceStr = createNonce();
    const timestamp = deps.now();
    const signature = jsapiSignature({ ticket, nonceStr, timestamp, url: target.url });
    const body: WxSignatureAnswer = {
      code: 0,
      msg: "ok",
      state: true,
      data: { appId: wechat.appId, timestamp, nonceStr, signature },
    };
    // A signature is good for one page and time: never cached by anything in between.
    c.header("Cache-Control", "no-store");
    return c.json(WxSignatureResponseSchema.parse(body));
  });

  app.get(paths.wxShareConfig, async (c) => {
    const row = await siteApp();
    return ok(c, WxShareConfigResponseSchema, {
      ...settings(),
      sign_hosts: wechat.signHosts,
      ticket_source: wechat.ticketSource,
      default_share: defaultShare(row),
    });
  });

  app.get(paths.staticData, async (c) => {
    const row = await siteApp();
    return ok(c, StaticDataResponseSchema, {
      app_name: row.app_name,
      slogan: row.slogan,
      primary_color: row.primary_color,
      site_name: row.site_name,
      descriptions: row.descriptions,
      keywords: row.keywords,
      site_logo: presenter.mediaUrl(row.site_logo),
      share: defaultShare(row),
    });
  });

  return app;
}
