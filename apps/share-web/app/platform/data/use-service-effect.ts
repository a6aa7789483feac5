import { type DependencyList, useEffect } from "react";
import type { Api } from "../api.ts";
import { useBrowserApi } from "../use-browser-api.ts";

/**
 * An effect that asks the content service from the browser: it runs once hydrated and again when
 * `deps` change, and `alive()` turns false when the effect is over (the component left, or the
 * effect runs again), so an answer that comes after that is dropped instead of setting state on a
 * screen that has moved on. `run` may return a clean-up of its own.
 */
export function useServiceEffect(
  run: (api: Api, alive: () => boolean) => undefined | (() => void),
  deps: DependencyList,
): void {
  const api = useBrowserApi();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what `run` depends on
  useEffect(() => {
    if (!api) return;
    let on = true;
    const cleanUp = run(api, () => on);
    return () => {
      on = false;
      cleanUp?.();
    };
  }, [api, ...deps]);
}
