import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "./config.server.ts";
import type { SiteData } from "./site.server.ts";

/** What the root loader gives every page: site data and the public configuration. */
export type RootData = { site: SiteData; config: PublicConfig };

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
