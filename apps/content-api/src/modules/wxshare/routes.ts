import { CALLS, WX_JS_API_LIST, WX_OPEN_TAG_LIST } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, badRequest, notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { getApp } from "../site/queries.ts";
import { createNonce, jsapiSignature, signableUrl } from "./jsapi-signature.ts";

/** The site's own app (spec §6: appid 1). */
const SITE_APPID = 1;

/**
 * WeChat sharing (spec §7, "Share configuration"): the public settings, the signature of a page of
 * the site, the internal signing setup and the site's static data (docs/decisions/0014).
 */
export function wxshareRoutes(deps: RouteDeps): Hono {
  const { db, presenter, config } = deps;
  const prefixes = config.prefixes;
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

  handle(app, prefixes, CALLS.wxShareSettings, settings);

  // Every refusal is the envelope with the spec's `state: false` (the call's declaration says so).
  handle(app, prefixes, CALLS.wxSignature, async ({ c, query }) => {
    const target = signableUrl(query().url, wechat.signHosts);
    if (!target.ok) throw badRequest(`invalid request: ${target.reason}`);
    if (!settings().enabled) throw new ApiError(503, "WeChat sharing is not configured");
    let ticket: string | null;
    try {
      ticket = await deps.ticketProvider.getTicket();
    } catch (error) {
      console.error("content-api: the WeChat jsapi_ticket could not be fetched", error);
      throw new ApiError(502, "the WeChat ticket is unavailable");
    }
    if (!ticket) throw new ApiError(503, "WeChat sharing is not configured");
    const nonceStr = createNonce();
    const timestamp = deps.now();
    const signature = jsapiSignature({ ticket, nonceStr, timestamp, url: target.url });
    // A signature is good for one page and time: never cached by anything in between.
    c.header("Cache-Control", "no-store");
    return { appId: wechat.appId, timestamp, nonceStr, signature };
  });

  handle(app, prefixes, CALLS.wxShareConfig, async () => ({
    ...settings(),
    sign_hosts: wechat.signHosts,
    ticket_source: wechat.ticketSource,
    default_share: defaultShare(await siteApp()),
  }));

  handle(app, prefixes, CALLS.staticData, async () => {
    const row = await siteApp();
    return {
      app_name: row.app_name,
      slogan: row.slogan,
      primary_color: row.primary_color,
      site_name: row.site_name,
      descriptions: row.descriptions,
      keywords: row.keywords,
      site_logo: presenter.mediaUrl(row.site_logo),
      share: defaultShare(row),
    };
  });

  return app;
}
