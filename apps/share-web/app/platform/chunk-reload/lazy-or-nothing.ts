import { type ComponentType, lazy } from "react";
import { reloadForChunkError } from "./reload-for-chunk-error.ts";

const NOTHING: ComponentType = () => null;

/**
 * A component of a chunk loaded when first rendered, for behaviour the page can do without: when the
 * chunk cannot be loaded, a new deployment that replaced it reloads the page (throttled), and any
 * other failure renders nothing, the page going on without it.
 */
export function lazyOrNothing<P extends object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
): ComponentType<P> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (!reloadForChunkError(error)) console.warn(`[${name}] could not be loaded:`, error);
        return { default: NOTHING as ComponentType<P> };
      },
    ),
  );
}
