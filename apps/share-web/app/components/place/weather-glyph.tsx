import type { WeatherCondition } from "@davmu/contract/client";
import type { ReactNode } from "react";

const SUN = (
  <>
    <circle cx="12" cy="12" r="4.2" />
    <path d="M12 2.5v2.4M12 19.1v2.4M2.5 12h2.4M19.1 12h2.4M5.3 5.3l1.7 1.7M17 17l1.7 1.7M5.3 18.7 7 17M17 7l1.7-1.7" />
  </>
);
const CLOUD = <path d="M7 18.5h10.2a4.1 4.1 0 0 0 .6-8.2 5.6 5.6 0 0 0-10.9 1.4A3.4 3.4 0 0 0 7 18.5Z" />;
const RAIN = (
  <>
    <path d="M7 15.5h10.2a4.1 4.1 0 0 0 .6-8.2 5.6 5.6 0 0 0-10.9 1.4A3.4 3.4 0 0 0 7 15.5Z" />
    <path d="M9 18l-1 2.5M13 18l-1 2.5M17 18l-1 2.5" />
  </>
);
const SNOW = (
  <>
    <path d="M7 15.5h10.2a4.1 4.1 0 0 0 .6-8.2 5.6 5.6 0 0 0-10.9 1.4A3.4 3.4 0 0 0 7 15.5Z" />
    <path d="M9 19.5h.01M12.5 20.5h.01M16 19.5h.01" />
  </>
);
const MIST = <path d="M4 9h16M6 13h13M4 17h16" />;

const GLYPHS: Record<WeatherCondition, ReactNode> = {
  sunny: SUN,
  cloudy: CLOUD,
  overcast: CLOUD,
  light_rain: RAIN,
  rain: RAIN,
  thunderstorm: RAIN,
  snow: SNOW,
  fog: MIST,
  haze: MIST,
};

/** A line drawing of the sky's condition, beside its words (decorative: the words say it). */
export function WeatherGlyph({ condition }: { condition: WeatherCondition }) {
  return (
    <svg
      className={`weather-glyph weather-glyph--${condition}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[condition]}
    </svg>
  );
}
