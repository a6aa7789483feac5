import { type ComponentType, lazy } from "react";
import { reloadForChunkError } from "../chunk-reload/reload-for-chunk-error.ts";
import { afterLoad } from "./after-load.ts";

/**
 * A part of the page below its first screen with nothing to do before the visitor gets there (a
 * list of links, the footer). The server renders it as always; in the browser its code is fetched
 * once the page is idle (or at the first tap) and only then is it hydrated: until then the server's
 * HTML shows, its links working as plain links. Rendered inside a `<Suspense>` of its own.
 * Should its chunk fail to load, the server's HTML simply stays (and a new deployment reloads).
 */
export function lazyAfterLoad<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => {
    if (typeof window === "undefined") return { default: await load() };
    await afterLoad();
    try {
      return { default: await load() };
    } catch (error) {
      reloadForChunkError(error);
      return new Promise<never>(() => {});
    }
  });
}
