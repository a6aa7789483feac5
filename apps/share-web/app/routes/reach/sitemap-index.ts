import { publicResource, XML } from "../../components/reach/reach-response.server.ts";
import { sitemapIndex } from "../../components/reach/sitemap.server.ts";
import { crawlerServerApi } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import type { Route } from "./+types/sitemap-index";

/** The sitemap index: one file of the pages that are not items, then each type's files. */
export async function loader({ request }: Route.LoaderArgs) {
  const { list } = await crawlerServerApi().sitemapTypes().catch(toRouteError);
  const lastmod = Math.max(0, ...list.map((t) => t.lastmod));
  return publicResource(request, sitemapIndex(getServerConfig().DAVMU_WAP_HOST, list), {
    type: XML,
    lastmod,
  });
}
