import { type ComponentType, lazy, Suspense } from "react";
import { afterLoad } from "../../platform/after-load/after-load.ts";
import {
  reloadForChunkError,
  useReloadOnChunkError,
} from "../../platform/chunk-reload/reload-for-chunk-error.ts";
import { withLaterTexts } from "../../platform/i18n/later-texts.ts";
import { PlainErrorScreen } from "./plain-error-screen.tsx";

/** The screen comes with its texts (an error page has them in its HTML already). */
const load = () => withLaterTexts("errors", import("./error-screen.tsx"));

type Screen = { default: ComponentType<{ error: unknown }> };

/** Never settles: the boundary keeps what it shows, the server's screen, un-hydrated. */
const keepServerScreen = () => new Promise<Screen>(() => {});

/**
 * The error screen the server rendered is in the document until the boundary hydrates it (the
 * boundary shows nothing of its own while it waits: Suspense's fallback is null).
 */
const serverScreenShown = () => document.querySelector("main.error-screen") !== null;

const ErrorScreen = lazy(() =>
  load().then(
    // No module: the chunk failed and the page is reloading for it (use-chunk-reload.ts).
    (m: Awaited<ReturnType<typeof load>> | undefined) =>
      m ? { default: m.ErrorScreen } : keepServerScreen(),
    // Offline, or a deployment that removed the chunk: reload for it (throttled). Until then, or if
    // that was done within the minute, a page the server rendered with its error keeps that screen,
    // whole, its link home a plain link; an error met in the browser gets the plain screen.
    (error: unknown) => {
      reloadForChunkError(error);
      return serverScreenShown() ? keepServerScreen() : { default: PlainErrorScreen };
    },
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
