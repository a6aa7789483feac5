import type { Place, PlaceWeather } from "@davmu/contract/client";
import { Suspense, useId, useState } from "react";
import { Await } from "react-router";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import type { Deferred } from "../../platform/deferred.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useHydrated } from "../../platform/use-hydrated.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import { amapMarkerUri } from "./amap-uri.ts";
import cssHref from "./place-card.css?url";
import { PlaceTile } from "./place-tile.tsx";
import { PlaceWeatherLine } from "./place-weather.tsx";

/** The interactive map: its code, and AMap's, only once the visitor opens it. */
const PlaceMap = lazyPart(() => import("./place-map.tsx").then((m) => m.PlaceMap), "place-map");

/**
 * Where an item is: the place's name, its district and address, the weather there and a way to a
 * map. With maps configured (an AMap key and security code) a button opens AMap's map in the card;
 * without, the card is drawn here and links to AMap's own page (docs/decisions/0073).
 */
export function PlaceCard({ place, weather }: { place: Place; weather: Deferred<PlaceWeather | null> }) {
  const { t, contentLang } = useI18n();
  const config = useRootData()?.config;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const mapId = useId();
  const credentials =
    config?.gaodeKey && config.gaodeSecurityJsCode
      ? { key: config.gaodeKey, securityJsCode: config.gaodeSecurityJsCode }
      : null;
  const { lng, lat } = place.location;
  return (
    <section className="place-card" aria-labelledby={titleId}>
      {/* Its styles come with it, not in every page's head: React puts the link in the head and
          shows the card once they are in, on the server's stream and on a client navigation. */}
      <link rel="stylesheet" href={cssHref} precedence="place" />
      <div className="place-card__main">
        <PlaceTile location={place.location} />
        <div className="place-card__text">
          <h2 className="place-card__name" id={titleId}>
            <span className="visually-hidden">{t("place.label")}：</span>
            <span lang={contentLang}>{place.name}</span>
          </h2>
          <p className="place-card__address" lang={contentLang}>
            {t("place.where", { city: place.city, district: place.district })}
            {place.address && ` · ${place.address}`}
          </p>
          <Suspense fallback={<div className="place-weather place-weather--waiting" />}>
            <Await resolve={weather} errorElement={null}>
              {(w) => (w ? <PlaceWeatherLine weather={w} /> : null)}
            </Await>
          </Suspense>
        </div>
      </div>
      {open && credentials && (
        <div id={mapId}>
          <Suspense fallback={null}>
            <PlaceMap place={place} credentials={credentials} />
          </Suspense>
        </div>
      )}
      <div className="place-card__actions">
        <span className="place-card__coordinates">
          {t("place.coordinates", { lng: lng.toFixed(4), lat: lat.toFixed(4) })}
        </span>
        {credentials && hydrated && (
          <button
            type="button"
            className="place-card__action"
            aria-expanded={open}
            aria-controls={open ? mapId : undefined}
            onClick={() => setOpen((o) => !o)}
          >
            {t(open ? "place.closeMap" : "place.openMap")}
          </button>
        )}
        <a
          className="place-card__action"
          href={amapMarkerUri(place)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("place.openInAmap")}
        </a>
      </div>
    </section>
  );
}
