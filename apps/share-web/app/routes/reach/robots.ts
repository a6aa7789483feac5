import { publicResource } from "../../components/reach/reach-response.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { absoluteUrl, BASENAME } from "../../platform/seo.ts";
import type { Route } from "./+types/robots";

/**
 * robots.txt (answered at the host's root too, where crawlers ask): everything may be crawled but
 * previews, the sign-in, search and invitation pages; the sitemap index is named.
 */
export function loader({ request }: Route.LoaderArgs) {
  const origin = getServerConfig().DAVMU_WAP_HOST;
  const kept = [
    "/preview-",
    "/en/preview-",
    "/auth",
    "/en/auth",
    "/search",
    "/en/search",
    "/invite",
    "/en/invite",
  ];
  const lines = [
    "User-agent: *",
    ...kept.map((path) => `Disallow: ${BASENAME}${path}`),
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ];
  return publicResource(request, lines.join("\n"), { type: "text/plain; charset=utf-8" });
}
