import type { Generated } from "kysely";

/** A named point (migration 022, docs/decisions/0072): GCJ-02, as AMap draws it. */
export interface PlacesTable {
  id: Generated<number>;
  /** The seed's own key, so a second run skips what is there; null for places written otherwise. */
  source_key: string | null;
  name: string;
  address: Generated<string>;
  province: string;
  city: string;
  district: Generated<string>;
  /** The district's six-digit administrative code. */
  adcode: string;
  /** The city's code: whose weather report applies (city_weather). */
  city_adcode: string;
  lng: number;
  lat: number;
}

/**
 * The latest weather report per city (migration 022). A production service keeps it fresh from a
 * weather provider; the reference service's seed fills it (no internet).
 */
export interface CityWeatherTable {
  city_adcode: string;
  city: string;
  condition: string;
  text: string;
  temperature: number;
  humidity: number;
  wind_direction: string;
  wind_power: string;
  /** JSON array, today first: `[{ condition, text, high, low }]`. */
  forecast: Generated<string>;
  report_time: number;
}
