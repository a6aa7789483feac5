import { useRef } from "react";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { SvideoFeed } from "../../components/svideo/svideo-feed.tsx";
import { ScreenStyle } from "../../platform/inline-stylesheet.tsx";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import { useReadTracking } from "../../platform/tracker/use-read-tracking.ts";
import type { Route } from "./+types/route";
import { loadShortVideo } from "./loader.server.ts";
import cssText from "./svideo.css?inline";
import cssHref from "./svideo.css?url";

const screen = siteScreen("svideo", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadShortVideo(args);
}

export default function ShortVideo({ loaderData }: Route.ComponentProps) {
  const { clip, more } = loaderData;
  const root = useRef<HTMLDivElement>(null);
  // The shared clip's view on open (the tracker's read covers how long the page was shown).
  useReadTracking(clip.id, root);
  return (
    <>
      <ScreenStyle stylesheet={screen.stylesheet} />
      <div ref={root} className="svideo-screen">
        <SvideoFeed key={clip.id} first={clip} more={more} />
      </div>
    </>
  );
}
