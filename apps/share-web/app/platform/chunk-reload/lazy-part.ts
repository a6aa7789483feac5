import { type ComponentType, lazy } from "react";
import { afterLoad } from "../after-load/after-load.ts";
import { reloadForChunkError } from "./reload-for-chunk-error.ts";

/**
 * A part of the page whose code is a chunk of its own, rendered inside a `<Suspense>` of its own:
 * - `"when-rendered"`: fetched when first rendered, for behaviour a page starts after idle or at a
 *   tap (the site's behaviours, the feed's and the open-in-app bar's controllers);
 * - `"after-load"`: fetched once the page is idle (or at the first tap), for a part below the first
 *   screen with nothing to do before the visitor gets there (a list of links, the footer). The
 *   server renders it as always; the browser shows the server's HTML, its links working as plain
 *   links, and hydrates it then.
 * Should the chunk fail to load, a new deployment reloads the page (throttled); otherwise the part
 * stays as it is, the server's HTML or nothing, and the page goes on without it.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
  when: "when-rendered" | "after-load" = "when-rendered",
): ComponentType<P> {
  return lazy(async () => {
    if (when === "after-load" && typeof window !== "undefined") await afterLoad();
    try {
      return { default: await load() };
    } catch (error) {
      if (!reloadForChunkError(error)) console.warn(`[${name}] could not be loaded:`, error);
      return new Promise<never>(() => {});
    }
  });
}
