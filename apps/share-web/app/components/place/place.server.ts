import type { Place, PlaceWeather } from "@davmu/contract";
import type { MetaDescriptor } from "react-router";
import { serverApi } from "../../platform/api.server.ts";
import { jsonLdMeta, type ShareMeta } from "../share/share-meta.ts";

export type ItemPlace = {
  /** Null for an item without a place, or when the call failed: the page shows no card. */
  place: Promise<Place | null>;
  /** Asked for only once the item is known to have a place. */
  weather: Promise<PlaceWeather | null>;
};

/** An item's place and the weather there, started at once, never failing the page (docs/decisions/0072). */
export function loadItemPlace(id: string): ItemPlace {
  const place = serverApi()
    .lbs({ params: { id } })
    .catch(() => null);
  const weather = place.then((p) =>
    p
      ? serverApi()
          .lbsWeather({ params: { id } })
          .catch(() => null)
      : null,
  );
  return { place, weather };
}

/**
 * schema.org's Place for a page's JSON-LD `contentLocation`. No `geo`: the point is GCJ-02, which
 * lies hundreds of metres off the WGS 84 that GeoCoordinates means (docs/decisions/0072).
 */
export function schemaPlace(place: Place): Record<string, unknown> {
  return {
    "@type": "Place",
    name: place.name,
    address: {
      "@type": "PostalAddress",
      streetAddress: place.address,
      addressLocality: place.city,
      addressRegion: place.province,
      addressCountry: "CN",
    },
  };
}

/** The share metadata with the place as the JSON-LD's `contentLocation`; unchanged without a place. */
export function withContentLocation(share: ShareMeta, place: Place | null): ShareMeta {
  if (!place || !share.jsonLd) return share;
  const jsonLd = { ...share.jsonLd, contentLocation: schemaPlace(place) };
  const meta = share.meta.map((m: MetaDescriptor) =>
    "script:ld+json" in m && m["script:ld+json"] === share.jsonLd ? jsonLdMeta(jsonLd) : m,
  );
  return { ...share, meta, jsonLd };
}
