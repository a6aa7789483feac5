import { mix, rotateHue, shade } from "../color.ts";
import { between, blur, type Canvas, f, linear, radial } from "./canvas.ts";

export type TimeOfDay = "dawn" | "morning" | "noon" | "golden" | "dusk" | "night" | "overcast";

type Light = {
  /** Zenith, middle and horizon colours of the sky. */
  sky: readonly [string, string, string];
  sun: string | null;
  /** The colour the light casts on everything below. */
  light: string;
  /** How dark the land is under this light (0 to 1). */
  dark: number;
};

const LIGHTS: Record<TimeOfDay, Light> = {
  dawn: { sky: ["#34406E", "#C98A9A", "#F9D3A5"], sun: "#FFE3B3", light: "#FFCFA0", dark: 0.3 },
  morning: { sky: ["#4F8FCC", "#9CCBEE", "#E3F1FA"], sun: "#FFFBEA", light: "#FFF6E0", dark: 0.08 },
  noon: { sky: ["#1C64B8", "#5AA2E2", "#C8E4F8"], sun: "#FFFFFF", light: "#FFFFFF", dark: 0 },
  golden: { sky: ["#5E7FB1", "#E9AE66", "#FBE0A8"], sun: "#FFD27A", light: "#FFC26A", dark: 0.15 },
  dusk: { sky: ["#1D1A48", "#8A467A", "#F0946A"], sun: "#FF925A", light: "#F08A6A", dark: 0.45 },
  night: { sky: ["#050918", "#111D3A", "#2A3B63"], sun: null, light: "#5C74A8", dark: 0.72 },
  overcast: { sky: ["#76838F", "#A3AEB8", "#D0D7DD"], sun: null, light: "#DDE3E8", dark: 0.2 },
};

export type Sky = {
  svg: string;
  time: TimeOfDay;
  horizon: string;
  /** Tints a colour of something standing in this light; `far` (0 to 1) fades it into the haze. */
  tint: (hex: string, far?: number) => string;
  isDark: boolean;
};

/** A sky down to `horizonY`: gradient, sun or moon with its glow, stars at night, soft clouds. */
export function drawSky(c: Canvas, times: readonly TimeOfDay[], horizonY: number): Sky {
  const time = c.r.pick(times);
  const light = LIGHTS[time];
  const turn = c.r.int(-14, 14);
  const [top, mid, low] = light.sky.map((s) => rotateHue(s, turn)) as [string, string, string];
  const parts = [
    `<rect width="${c.w}" height="${f(horizonY + 2)}" fill="${linear(c, [
      [0, top],
      [0.6, mid],
      [1, low],
    ])}"/>`,
  ];
  const sx = between(c, 0.1, 0.9) * c.w;
  const sy =
    horizonY * (time === "noon" || time === "morning" ? between(c, 0.15, 0.5) : between(c, 0.55, 0.92));
  const size = c.h * between(c, 0.035, 0.07);
  if (light.sun) {
    const glow = radial(c, [
      [0, light.sun, 0.75],
      [0.25, light.sun, 0.3],
      [1, light.sun, 0],
    ]);
    parts.push(`<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(size * 9)}" fill="${glow}"/>`);
    parts.push(`<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(size)}" fill="${light.sun}" opacity="0.95"/>`);
  } else if (time === "night") {
    for (let i = 0; i < 70; i++) {
      const o = (0.3 + c.r.next() * 0.6).toFixed(2);
      parts.push(
        `<circle cx="${f(c.r.next() * c.w)}" cy="${f(c.r.next() * horizonY * 0.8)}" r="${f(0.6 + c.r.next() * 1.2)}" fill="#FFFFFF" opacity="${o}"/>`,
      );
    }
    if (c.r.next() < 0.7)
      parts.push(`<circle cx="${f(sx)}" cy="${f(sy * 0.5)}" r="${f(size * 0.8)}" fill="#F4F1DE"/>`);
  }
  const clouds = time === "overcast" ? 9 : c.r.int(0, 5);
  const cloudParts: string[] = [];
  for (let i = 0; i < clouds; i++) {
    const cw = c.w * between(c, 0.12, 0.35);
    const tone = time === "night" ? "#2B3656" : mix(low, "#FFFFFF", 0.5);
    cloudParts.push(
      `<ellipse cx="${f(c.r.next() * c.w)}" cy="${f(horizonY * between(c, 0.1, 0.75))}" rx="${f(cw)}" ry="${f(cw * between(c, 0.08, 0.18))}" fill="${tone}" opacity="${between(c, 0.35, 0.8).toFixed(2)}"/>`,
    );
  }
  if (clouds > 0) parts.push(`<g ${blur(c, c.h * 0.025, 0, horizonY)}>${cloudParts.join("")}</g>`);
  return {
    svg: parts.join(""),
    time,
    horizon: low,
    tint: (hex, far = 0) => mix(shade(mix(hex, light.light, 0.18), -light.dark), low, far * 0.75),
    isDark: time === "night" || time === "dusk",
  };
}

/** Daylight and evening: for scenes where a night would hide the subject. */
export const DAY_TIMES: readonly TimeOfDay[] = ["dawn", "morning", "noon", "golden", "overcast"];
export const ANY_TIME: readonly TimeOfDay[] = [...DAY_TIMES, "dusk", "night"];
