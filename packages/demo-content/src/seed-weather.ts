/**
 * The weather of the demo places' cities (docs/decisions/0072): a report and forecast for each, as
 * a weather provider would give them, rewritten when older than three hours.
 */
import type { Database } from "@davmu/content-api/db/schema.ts";
import type { Kysely } from "kysely";

type WeatherSeed = {
  cityAdcode: string;
  city: string;
  condition: string;
  text: string;
  temperature: number;
  humidity: number;
  windDirection: string;
  windPower: string;
  /** Today first. */
  forecast: { condition: string; text: string; high: number; low: number }[];
};

/**
 * Late-autumn reports for the places' cities. A production service asks a weather provider every
 * hour or so; the reference service has no internet, so these stand in for the provider's answer.
 */
export const CITY_WEATHER: readonly WeatherSeed[] = [
  {
    cityAdcode: "330100",
    city: "杭州市",
    condition: "cloudy",
    text: "多云",
    temperature: 14,
    humidity: 68,
    windDirection: "东北风",
    windPower: "≤3",
    forecast: [
      { condition: "cloudy", text: "多云", high: 17, low: 9 },
      { condition: "light_rain", text: "小雨", high: 13, low: 8 },
      { condition: "overcast", text: "阴", high: 12, low: 7 },
    ],
  },
  {
    cityAdcode: "510100",
    city: "成都市",
    condition: "overcast",
    text: "阴",
    temperature: 12,
    humidity: 82,
    windDirection: "北风",
    windPower: "≤3",
    forecast: [
      { condition: "overcast", text: "阴", high: 14, low: 9 },
      { condition: "cloudy", text: "多云", high: 15, low: 9 },
      { condition: "light_rain", text: "小雨", high: 12, low: 8 },
    ],
  },
  {
    cityAdcode: "320500",
    city: "苏州市",
    condition: "overcast",
    text: "阴",
    temperature: 12,
    humidity: 74,
    windDirection: "东北风",
    windPower: "≤3",
    forecast: [
      { condition: "overcast", text: "阴转多云", high: 14, low: 8 },
      { condition: "light_rain", text: "小雨", high: 12, low: 8 },
      { condition: "cloudy", text: "多云", high: 13, low: 6 },
    ],
  },
  {
    cityAdcode: "310100",
    city: "上海市",
    condition: "cloudy",
    text: "多云",
    temperature: 13,
    humidity: 70,
    windDirection: "东风",
    windPower: "≤3",
    forecast: [
      { condition: "cloudy", text: "多云", high: 15, low: 9 },
      { condition: "overcast", text: "阴", high: 14, low: 10 },
      { condition: "light_rain", text: "小雨", high: 12, low: 9 },
    ],
  },
  {
    cityAdcode: "440100",
    city: "广州市",
    condition: "sunny",
    text: "晴",
    temperature: 24,
    humidity: 55,
    windDirection: "北风",
    windPower: "3",
    forecast: [
      { condition: "sunny", text: "晴", high: 26, low: 17 },
      { condition: "cloudy", text: "多云", high: 25, low: 18 },
      { condition: "cloudy", text: "多云转晴", high: 24, low: 17 },
    ],
  },
  {
    cityAdcode: "440300",
    city: "深圳市",
    condition: "cloudy",
    text: "多云",
    temperature: 23,
    humidity: 65,
    windDirection: "东北风",
    windPower: "3",
    forecast: [
      { condition: "cloudy", text: "多云", high: 25, low: 18 },
      { condition: "sunny", text: "晴", high: 26, low: 18 },
      { condition: "sunny", text: "晴", high: 25, low: 17 },
    ],
  },
  {
    cityAdcode: "420100",
    city: "武汉市",
    condition: "sunny",
    text: "晴",
    temperature: 11,
    humidity: 60,
    windDirection: "西北风",
    windPower: "4",
    forecast: [
      { condition: "sunny", text: "晴", high: 14, low: 4 },
      { condition: "cloudy", text: "多云", high: 13, low: 5 },
      { condition: "overcast", text: "阴", high: 10, low: 4 },
    ],
  },
];

/** A report older than this is written again at the next seed, as a provider's refresh would. */
const REPORT_MAX_AGE_SECONDS = 3 * 60 * 60;

/** Writes each city's report, or writes it again when it is older than REPORT_MAX_AGE_SECONDS. */
export async function seedCityWeather(db: Kysely<Database>, now: number): Promise<void> {
  for (const w of CITY_WEATHER) {
    const row = {
      city_adcode: w.cityAdcode,
      city: w.city,
      condition: w.condition,
      text: w.text,
      temperature: w.temperature,
      humidity: w.humidity,
      wind_direction: w.windDirection,
      wind_power: w.windPower,
      forecast: JSON.stringify(w.forecast),
      report_time: now,
    };
    await db
      .insertInto("city_weather")
      .values(row)
      .onConflict((oc) =>
        oc
          .column("city_adcode")
          .doUpdateSet(row)
          .where("city_weather.report_time", "<", now - REPORT_MAX_AGE_SECONDS),
      )
      .execute();
  }
}
