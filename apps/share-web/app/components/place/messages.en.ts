import type { PlaceMessages } from "./messages.zh.ts";

/** The place card's texts in English. */
export const messages: PlaceMessages = {
  "place.label": "Location",
  "place.where": "{district}, {city}",
  "place.weather": "Local weather",
  "place.now": "{text} {t}°C",
  "place.range": "{low}–{high}°C",
  "place.today": "Today",
  "place.tomorrow": "Tomorrow",
  "place.wind": "{direction} force {power}",
  "place.humidity": "Humidity {n}%",
  "place.openMap": "Show map",
  "place.closeMap": "Hide map",
  "place.openInAmap": "Open in AMap",
  "place.mapTitle": "Map of {name}",
  "place.mapLoading": "Loading the map…",
  "place.mapFailed": "The map could not be loaded; open it in AMap instead",
  "place.coordinates": "{lng}° E, {lat}° N",
} as const;
