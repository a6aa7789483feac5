import type { Place } from "@davmu/contract/client";

/**
 * AMap's URI API marker page: opens the AMap app where it is installed (callnative), else AMap's
 * mobile site, with the place marked. `coordinate=gaode` says the point is GCJ-02 already.
 */
export function amapMarkerUri(place: Pick<Place, "name" | "location">): string {
  const { lng, lat } = place.location;
  const query = new URLSearchParams({
    position: `${lng},${lat}`,
    name: place.name,
    src: "davmu-share",
    coordinate: "gaode",
    callnative: "1",
  });
  return `https://uri.amap.com/marker?${query.toString().replaceAll("%2C", ",")}`;
}
