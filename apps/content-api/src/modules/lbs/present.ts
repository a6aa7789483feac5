import {
  type Place,
  type PlaceWeather,
  WEATHER_CONDITIONS,
  type WeatherCondition,
  type WeatherDay,
} from "@davmu/contract";
import { chinaDayNumber, DAY_MS } from "@davmu/format";
import type { CityWeatherRow, ItemPlaceRow } from "./queries.ts";

/** Forecast days the call gives at most. */
const FORECAST_DAYS = 3;

export function toPlace(publicId: string, row: ItemPlaceRow): Place {
  return {
    id: publicId,
    name: row.name,
    address: row.address,
    province: row.province,
    city: row.city,
    district: row.district,
    adcode: row.adcode,
    location: { lng: Number(row.lng), lat: Number(row.lat) },
    coordinate: "gcj02",
  };
}

function condition(text: string): WeatherCondition {
  return (WEATHER_CONDITIONS as readonly string[]).includes(text) ? (text as WeatherCondition) : "cloudy";
}

type StoredDay = { condition?: unknown; text?: unknown; high?: unknown; low?: unknown };

/** The stored forecast (today first as of the report), dated, without the days already gone. */
function forecastFrom(row: CityWeatherRow, nowSeconds: number): WeatherDay[] {
  let stored: unknown;
  try {
    stored = JSON.parse(row.forecast);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const reportDay = chinaDayNumber(Number(row.report_time) * 1000);
  const today = chinaDayNumber(nowSeconds * 1000);
  return (stored as StoredDay[])
    .map((d, i) => ({ d, day: reportDay + i }))
    .filter(({ d, day }) => day >= today && Number.isInteger(d.high) && Number.isInteger(d.low))
    .slice(0, FORECAST_DAYS)
    .map(({ d, day }) => ({
      // A China day number's midnight in UTC carries the China date.
      date: new Date(day * DAY_MS).toISOString().slice(0, 10),
      condition: condition(String(d.condition)),
      text: String(d.text ?? ""),
      high: d.high as number,
      low: d.low as number,
    }));
}

export function toPlaceWeather(publicId: string, row: CityWeatherRow, nowSeconds: number): PlaceWeather {
  return {
    id: publicId,
    city: row.city,
    adcode: row.city_adcode,
    now: {
      condition: condition(row.condition),
      text: row.text,
      temperature: row.temperature,
      humidity: Math.min(100, Math.max(0, row.humidity)),
      wind_direction: row.wind_direction,
      wind_power: row.wind_power,
    },
    forecast: forecastFrom(row, nowSeconds),
    report_time: Number(row.report_time),
  };
}
