import { fetchOembedItem, oembedAnswer, oembedTarget } from "../../components/reach/oembed.server.ts";
import { publicResource, refusal } from "../../components/reach/reach-response.server.ts";
import { xmlElement } from "../../components/reach/xml.ts";
import { pageShareSite } from "../../components/share/page-share.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { HttpError } from "../../platform/http/http-error.ts";
import type { Route } from "./+types/oembed";

/** The largest size a consumer may ask for, in CSS pixels. */
const MAX_BOUND = 10_000;

/** A `maxwidth`/`maxheight`: absent, or a whole number of pixels from 1 to MAX_BOUND; NaN when it is not. */
function bound(text: string | null): number | undefined {
  if (text === null || text === "") return undefined;
  const n = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  return n >= 1 && n <= MAX_BOUND ? n : Number.NaN;
}

/**
 * The oEmbed provider (oEmbed 1.0, JSON and XML): `url` a page of this site, `maxwidth` and
 * `maxheight` the consumer's bounds. A page of no item, or of a draft, is a 404; a bad bound a 400;
 * a format other than json or xml a 501, as the oEmbed specification asks.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const format = query.get("format") ?? "json";
  if (format !== "json" && format !== "xml")
    return refusal(501, `format not supported: ${format} (json or xml)`);
  const max = { width: bound(query.get("maxwidth")), height: bound(query.get("maxheight")) };
  for (const [name, value] of Object.entries(max)) {
    if (Number.isNaN(value)) return refusal(400, `max${name} must be a whole number from 1 to ${MAX_BOUND}`);
  }
  const url = query.get("url");
  if (!url) return refusal(400, "url is required");
  const origin = getServerConfig().DAVMU_WAP_HOST;
  const target = oembedTarget(url, origin);
  if (!target) return refusal(404, `no embeddable item at ${url}`);
  let item: Awaited<ReturnType<typeof fetchOembedItem>>;
  try {
    item = await fetchOembedItem(target);
  } catch (error) {
    if (error instanceof HttpError && error.isNotFound) return refusal(404, `no published item at ${url}`);
    throw error;
  }
  if (item.type !== target.type) return refusal(404, `no ${target.type} at ${url}`);
  const answer = oembedAnswer(item, target, await pageShareSite(target.localePrefix || "/"), origin, max);
  const lastmod = Math.max(item.update_time, item.publish_time);
  if (format === "json") {
    return publicResource(request, JSON.stringify(answer), {
      type: "application/json; charset=utf-8",
      lastmod,
    });
  }
  const fields = Object.entries(answer)
    .map(([k, v]) => xmlElement(k, v))
    .join("");
  const xml = `<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<oembed>${fields}</oembed>\n`;
  return publicResource(request, xml, { type: "text/xml; charset=utf-8", lastmod });
}
