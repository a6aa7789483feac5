import { publicResource, refusal, XML } from "../../components/reach/reach-response.server.ts";
import { filesOf, isContentType, itemSitemap, pagesSitemap } from "../../components/reach/sitemap.server.ts";
import { pageShareSite } from "../../components/share/page-share.server.ts";
import { crawlerServerApi } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import type { Route } from "./+types/sitemap-file";

/** A sitemap file: `pages-1.xml`, or one type's `<type>-<n>.xml`; any other name, or a page past the last, is a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const match = /^([a-z_]+)-([1-9]\d{0,5})\.xml$/.exec(params.file);
  if (!match) return refusal(404, `no such sitemap: ${params.file}`);
  const [, name = "", pageText = ""] = match;
  const page = Number(pageText);
  const origin = getServerConfig().DAVMU_WAP_HOST;
  const { list } = await crawlerServerApi().sitemapTypes().catch(toRouteError);
  const newest = Math.max(0, ...list.map((t) => t.lastmod));
  if (name === "pages") {
    if (page !== 1) return refusal(404, `no such sitemap: ${params.file}`);
    return publicResource(request, pagesSitemap(origin, newest), { type: XML, lastmod: newest });
  }
  const type = list.find((t) => t.type === name);
  if (!isContentType(name) || !type || page > filesOf(type.count)) {
    return refusal(404, `no such sitemap: ${params.file}`);
  }
  const site = await pageShareSite("/");
  return publicResource(request, itemSitemap(name, page, origin, site), { type: XML, lastmod: type.lastmod });
}
