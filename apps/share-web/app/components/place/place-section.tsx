import type { Place, PlaceWeather } from "@davmu/contract/client";
import { Suspense } from "react";
import { Await } from "react-router";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import type { Deferred } from "../../platform/deferred.ts";
import { withLaterTexts } from "../../platform/i18n/later-texts.ts";

/**
 * The place card: below the content, nothing to do before the reader gets there, and on few
 * items. The server renders it as always; its code and its texts come once the page is idle, and
 * only on a page that has a place.
 */
const PlaceCard = lazyPart(
  () => withLaterTexts("place", import("./place-card.tsx")).then((m) => m.PlaceCard),
  "place-card",
  "after-load",
);

/**
 * An item's place card from the loader's deferred data: nothing until the place is in, nothing at
 * all for an item without one or when the call failed. Never holds or fails the page.
 */
export function PlaceSection({
  place,
  weather,
}: {
  place: Deferred<Place | null>;
  weather: Deferred<PlaceWeather | null>;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={place} errorElement={null}>
        {(p) =>
          p ? (
            <Suspense fallback={null}>
              <PlaceCard place={p} weather={weather} />
            </Suspense>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
