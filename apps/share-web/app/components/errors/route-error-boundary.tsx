import { lazy, Suspense } from "react";
import { afterLoad } from "../../platform/after-load/after-load.ts";
import { useReloadOnChunkError } from "../../platform/chunk-reload/reload-for-chunk-error.ts";
import { withLaterTexts } from "../../platform/i18n/page-parts.ts";
import { PlainErrorScreen } from "./plain-error-screen.tsx";

/** The screen comes with its texts (an error page has them in its HTML already). */
const load = () => withLaterTexts("errors", import("./error-screen.tsx"));

const ErrorScreen = lazy(() =>
  load().then(
    (m) => ({ default: m.ErrorScreen }),
    // Offline, or a deployment that removed the chunk (the reload below is then under way).
    () => ({ default: PlainErrorScreen }),
  ),
);

// Most pages never show an error: its screen is fetched once the page is idle, so a later error
// (the network lost before a navigation) still shows the whole screen. Should this fetch fail
// (offline), the boundary shows the plain screen later: nothing to report now.
if (typeof window !== "undefined")
  void afterLoad()
    .then(load)
    .catch(() => {});

/**
 * The root's error boundary: a route chunk that failed to load reloads the page (throttled); any
 * error shows the error screen, a chunk of its own. A page the server rendered with an error keeps
 * the server's screen on show until that chunk has arrived and hydrated it.
 */
export function RouteErrorBoundary({ error }: { error: unknown }) {
  useReloadOnChunkError(error);
  return (
    <Suspense fallback={null}>
      <ErrorScreen error={error} />
    </Suspense>
  );
}
