import { redirect } from "react-router";
import type { ServerConfig } from "../../platform/config.server.ts";
import { BASENAME } from "../../platform/seo.ts";

type RootRedirectConfig = Pick<ServerConfig, "DAVMU_ROOT_REDIRECT" | "DAVMU_ROOT_REDIRECT_STATUS">;

/**
 * Spec §2: the site root may redirect to a configured target (off by default, status 302 unless
 * configured). Only the bare root `/`: a channel of the home feed (`/?gid=`) and the English home
 * stay reachable. A site path is inside the site (React Router adds the basename); an absolute URL
 * is sent as it is.
 */
export function rootRedirect(config: RootRedirectConfig, requestUrl: string): Response | null {
  const target = config.DAVMU_ROOT_REDIRECT;
  if (!target) return null;
  const url = new URL(requestUrl);
  const path = url.pathname.startsWith(BASENAME) ? url.pathname.slice(BASENAME.length) || "/" : url.pathname;
  if (path !== "/" || url.searchParams.has("gid")) return null;
  // The same for every visitor, so it may be cached like the home page it replaces.
  return redirect(target, {
    status: config.DAVMU_ROOT_REDIRECT_STATUS,
    headers: { "Cache-Control": "public, max-age=60" },
  });
}
