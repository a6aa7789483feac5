import type { PlaceWeather } from "@davmu/contract/client";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { WeatherGlyph } from "./weather-glyph.tsx";

/** The weather line: now, today's range and tomorrow's sky, then wind and humidity. */
export function PlaceWeatherLine({ weather }: { weather: PlaceWeather }) {
  const { t, contentLang } = useI18n();
  const [today, tomorrow] = weather.forecast;
  return (
    <div className="place-weather">
      <p className="place-weather__now">
        <span className="visually-hidden">{t("place.weather")}</span>
        <WeatherGlyph condition={weather.now.condition} />
        <span className="place-weather__temp" lang={contentLang}>
          {t("place.now", { text: weather.now.text, t: weather.now.temperature })}
        </span>
        {today && (
          <span className="place-weather__day">
            {t("place.today")} {t("place.range", { low: today.low, high: today.high })}
          </span>
        )}
        {tomorrow && (
          <span className="place-weather__day">
            {t("place.tomorrow")} <span lang={contentLang}>{tomorrow.text}</span>{" "}
            {t("place.range", { low: tomorrow.low, high: tomorrow.high })}
          </span>
        )}
      </p>
      <p className="place-weather__more">
        <span lang={contentLang}>
          {t("place.wind", { direction: weather.now.wind_direction, power: weather.now.wind_power })}
        </span>
        <span>{t("place.humidity", { n: weather.now.humidity })}</span>
      </p>
    </div>
  );
}
