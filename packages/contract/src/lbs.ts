import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { PublicIdSchema } from "./primitives.ts";

/**
 * A point as AMap takes it: GCJ-02 (the coordinates Chinese maps are drawn in), longitude first.
 * Bounds are China's, with a margin: a point outside them is a mistake in the data.
 */
export const LngLatSchema = z.object({
  lng: z.number().min(70).max(140),
  lat: z.number().min(0).max(60),
});
export type LngLat = z.infer<typeof LngLatSchema>;

/**
 * Spec §7 `GET /peony/v3/lbs/{id}` (docs/decisions/0072): where a content item was made or is
 * about, by the item's own obfuscated id. An item without a place is a 404, as an unknown one is.
 */
export const PlaceSchema = z.object({
  /** The content item's id: the place is the item's. */
  id: PublicIdSchema,
  /** What the place is called, as a map labels it (杭州西湖). */
  name: z.string().min(1),
  /** The street address, without province, city and district. */
  address: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  /** The district's administrative code (six digits, as AMap's adcode). */
  adcode: z.string().regex(/^\d{6}$/),
  location: LngLatSchema,
  /** Always GCJ-02: the only system the site's maps take. */
  coordinate: z.literal("gcj02"),
});
export type Place = z.infer<typeof PlaceSchema>;

/** Sky conditions the weather line names (the text is the provider's, in Chinese). */
export const WEATHER_CONDITIONS = [
  "sunny",
  "cloudy",
  "overcast",
  "light_rain",
  "rain",
  "thunderstorm",
  "snow",
  "fog",
  "haze",
] as const;
export const WeatherConditionSchema = z.enum(WEATHER_CONDITIONS);
export type WeatherCondition = z.infer<typeof WeatherConditionSchema>;

/** One day of the forecast, by the city's calendar (China time). */
export const WeatherDaySchema = z.object({
  /** `YYYY-MM-DD`. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  condition: WeatherConditionSchema,
  /** The day's sky in the provider's words (多云转晴). */
  text: z.string(),
  /** Degrees Celsius. */
  high: z.number().int(),
  low: z.number().int(),
});
export type WeatherDay = z.infer<typeof WeatherDaySchema>;

/**
 * Spec §7 `GET /peony/v3/lbs_weather/{id}` (docs/decisions/0072): the weather where a content item's
 * place is: the city's current conditions and a three-day forecast starting today.
 */
export const PlaceWeatherSchema = z.object({
  /** The content item's id. */
  id: PublicIdSchema,
  /** The city the report is for (weather is reported by city). */
  city: z.string(),
  adcode: z.string().regex(/^\d{6}$/),
  now: z.object({
    condition: WeatherConditionSchema,
    /** The sky in the provider's words (晴, 小雨). */
    text: z.string(),
    /** Degrees Celsius. */
    temperature: z.number().int(),
    /** Relative humidity, percent. */
    humidity: z.number().int().min(0).max(100),
    /** 东北风 */
    wind_direction: z.string(),
    /** Beaufort scale, as Chinese reports give it: "≤3" or "4". */
    wind_power: z.string(),
  }),
  forecast: z.array(WeatherDaySchema).max(7),
  /** When the provider made the report, seconds since the epoch. */
  report_time: z.number().int(),
});
export type PlaceWeather = z.infer<typeof PlaceWeatherSchema>;

export const PlaceResponseSchema = envelopeSchema(PlaceSchema);
export const PlaceWeatherResponseSchema = envelopeSchema(PlaceWeatherSchema);
