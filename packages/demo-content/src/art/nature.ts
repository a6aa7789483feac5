import { hsl, mix, shade } from "../color.ts";
import { between, blur, f, linear, radial, ridge, type Scene } from "./canvas.ts";
import { ANY_TIME, DAY_TIMES, drawSky } from "./sky.ts";

const LAND = ["#4A6B8A", "#5E7D4E", "#7A6A55", "#6C7A89", "#3F5F4A", "#8A7A6A"];

/** Ridges fading into the haze, sometimes with a lake reflecting them and mist between them. */
export const mountains: Scene = (c) => {
  const horizon = c.h * between(c, 0.4, 0.72);
  const sky = drawSky(c, ANY_TIME, horizon);
  const base = c.r.pick(LAND);
  const layers = c.r.int(3, 5);
  const lake = c.r.next() < 0.4;
  const parts = [sky.svg];
  const mist = blur(c, c.h * 0.03);
  for (let i = 0; i < layers; i++) {
    const far = 1 - i / layers;
    const top = horizon - c.h * between(c, 0.06, 0.22) * (0.4 + far);
    const color = sky.tint(shade(base, -0.18 * i), far * 0.85);
    const d = ridge(
      c,
      top + (lake ? 0 : i * c.h * 0.06),
      c.h * (0.12 + 0.22 * far),
      0.55,
      lake ? horizon : c.h,
    );
    parts.push(`<path d="${d}" fill="${color}"/>`);
    if (c.r.next() < 0.35)
      parts.push(
        `<ellipse cx="${f(c.r.next() * c.w)}" cy="${f(top + c.h * 0.1)}" rx="${f(c.w * 0.4)}" ry="${f(c.h * 0.04)}" fill="${sky.horizon}" opacity="0.5" ${mist}/>`,
      );
  }
  if (lake) {
    const water = linear(c, [
      [0, mix(sky.horizon, base, 0.3)],
      [1, sky.tint(shade(base, -0.5))],
    ]);
    parts.push(`<rect y="${f(horizon)}" width="${c.w}" height="${f(c.h - horizon)}" fill="${water}"/>`);
    for (let i = 0; i < 24; i++) {
      const y = horizon + (c.h - horizon) * c.r.next() ** 1.5;
      const len = c.w * between(c, 0.03, 0.2);
      parts.push(
        `<rect x="${f(c.r.next() * c.w)}" y="${f(y)}" width="${f(len)}" height="1.5" fill="#FFFFFF" opacity="0.18"/>`,
      );
    }
    parts.push(`<path d="${ridge(c, c.h * 0.95, c.h * 0.1, 0.5)}" fill="${sky.tint(shade(base, -0.6))}"/>`);
  }
  return parts.join("");
};

/** Open water to the horizon: waves, the sun's path on it, a shore or rocks in front. */
export const sea: Scene = (c) => {
  const horizon = c.h * between(c, 0.32, 0.58);
  const sky = drawSky(c, ANY_TIME, horizon);
  const deep = hsl(between(c, 190, 220), between(c, 0.4, 0.7), between(c, 0.2, 0.38));
  const parts = [
    sky.svg,
    `<rect y="${f(horizon)}" width="${c.w}" height="${f(c.h - horizon)}" fill="${linear(c, [
      [0, mix(sky.horizon, deep, 0.4)],
      [1, sky.tint(deep)],
    ])}"/>`,
  ];
  const sunX = c.w * between(c, 0.2, 0.8);
  if (sky.time !== "overcast" && sky.time !== "night")
    parts.push(
      `<ellipse cx="${f(sunX)}" cy="${f(horizon + (c.h - horizon) * 0.4)}" rx="${f(c.w * 0.05)}" ry="${f((c.h - horizon) * 0.45)}" fill="${sky.horizon}" opacity="0.55" ${blur(c, c.w * 0.015, horizon, c.h)}/>`,
    );
  for (let i = 0; i < 60; i++) {
    const t = c.r.next();
    const y = horizon + (c.h - horizon) * t * t;
    const len = c.w * (0.01 + 0.08 * t) * between(c, 0.5, 1.5);
    parts.push(
      `<rect x="${f(c.r.next() * c.w)}" y="${f(y)}" width="${f(len)}" height="${f(1 + 2 * t)}" rx="1" fill="#FFFFFF" opacity="${f(0.12 + 0.2 * t)}"/>`,
    );
  }
  const shore = c.r.int(0, 2);
  if (shore === 0) {
    const sand = sky.tint(hsl(between(c, 30, 45), 0.45, 0.7));
    parts.push(
      `<path d="${ridge(c, c.h * between(c, 0.8, 0.92), c.h * 0.08, 0.4)}" fill="#FFFFFF" opacity="0.55"/>`,
    );
    parts.push(`<path d="${ridge(c, c.h * between(c, 0.84, 0.95), c.h * 0.06, 0.4)}" fill="${sand}"/>`);
  } else if (shore === 1) {
    const rock = sky.tint("#3A3A40");
    const x = c.r.next() < 0.5 ? -c.w * 0.1 : c.w * 0.6;
    parts.push(
      `<path d="M${f(x)},${c.h} Q${f(x + c.w * 0.1)},${f(c.h * 0.55)} ${f(x + c.w * 0.25)},${f(c.h * 0.7)} T${f(x + c.w * 0.5)},${c.h} Z" fill="${rock}"/>`,
    );
  } else {
    const bx = c.w * between(c, 0.15, 0.85);
    const by = horizon + (c.h - horizon) * 0.15;
    const s = c.w * 0.025;
    parts.push(
      `<path d="M${f(bx - s)},${f(by)} L${f(bx + s)},${f(by)} L${f(bx + s * 0.7)},${f(by + s * 0.3)} L${f(bx - s * 0.7)},${f(by + s * 0.3)} Z M${f(bx)},${f(by)} L${f(bx)},${f(by - s * 1.4)} L${f(bx + s * 0.8)},${f(by - 2)} Z" fill="${sky.tint("#2A2A30")}"/>`,
    );
  }
  return parts.join("");
};

const CROPS = ["#7BA23F", "#C9B037", "#A0B84A", "#8C6D3F", "#5F8F3A", "#D9C36A"];

/** Rolling farmland with crop rows running to the horizon, a tree line and sometimes a farmhouse. */
export const fields: Scene = (c) => {
  const horizon = c.h * between(c, 0.3, 0.52);
  const sky = drawSky(c, DAY_TIMES, horizon);
  const parts = [sky.svg];
  parts.push(
    `<path d="${ridge(c, horizon - c.h * 0.03, c.h * 0.05, 0.6)}" fill="${sky.tint("#2F4A2A", 0.5)}" ${blur(c, 1.5, horizon - c.h * 0.12, horizon + c.h * 0.05)}/>`,
  );
  const bands = c.r.int(2, 4);
  for (let i = 0; i < bands; i++) {
    const y = horizon + ((c.h - horizon) * i) / bands;
    const crop = sky.tint(c.r.pick(CROPS), 0.3 * (1 - i / bands));
    parts.push(`<path d="${ridge(c, y, c.h * 0.06, 0.5)}" fill="${crop}"/>`);
    const vx = c.w * between(c, 0.2, 0.8);
    for (let k = -8; k <= 8; k++) {
      const x = vx + k * c.w * 0.18;
      parts.push(
        `<path d="M${f(vx + k * 6)},${f(y + 4)} Q${f((vx + x) / 2)},${f(y + (c.h - y) * 0.3)} ${f(x)},${c.h}" stroke="${shade(crop, -0.25)}" stroke-width="${f(1 + (i + 1) * 1.2)}" fill="none" opacity="0.55"/>`,
      );
    }
  }
  const tx = c.w * between(c, 0.1, 0.9);
  const ty = horizon + (c.h - horizon) * between(c, 0.05, 0.3);
  const tr = c.h * between(c, 0.04, 0.08);
  if (c.r.next() < 0.5) {
    parts.push(
      `<rect x="${f(tx - tr * 0.12)}" y="${f(ty)}" width="${f(tr * 0.24)}" height="${f(tr * 1.4)}" fill="${sky.tint("#4A3A2A")}"/>`,
    );
    parts.push(`<circle cx="${f(tx)}" cy="${f(ty)}" r="${f(tr)}" fill="${sky.tint("#2E5A2A")}"/>`);
  } else {
    const wall = sky.tint(c.r.pick(["#E8E2D4", "#C9B8A0", "#F2EEE6"]));
    parts.push(
      `<rect x="${f(tx)}" y="${f(ty)}" width="${f(tr * 2.2)}" height="${f(tr * 1.1)}" fill="${wall}"/>`,
    );
    parts.push(
      `<path d="M${f(tx - tr * 0.2)},${f(ty)} L${f(tx + tr * 1.1)},${f(ty - tr * 0.8)} L${f(tx + tr * 2.4)},${f(ty)} Z" fill="${sky.tint(c.r.pick(["#5A3A2E", "#34495E", "#7A3B2E"]))}"/>`,
    );
  }
  return parts.join("");
};

/** Leaves (and sometimes flowers) close up, over a blurred garden. */
export const plants: Scene = (c) => {
  const hue = between(c, 80, 150);
  const parts = [
    `<rect width="${c.w}" height="${c.h}" fill="${linear(
      c,
      [
        [0, hsl(hue, 0.35, between(c, 0.15, 0.55))],
        [1, hsl(hue + 20, 0.4, between(c, 0.1, 0.35))],
      ],
      [0, 0, 1, 1],
    )}"/>`,
  ];
  const bokeh: string[] = [];
  for (let i = 0; i < 14; i++) {
    const light = c.r.next() < 0.4;
    const color = light ? "#FFF6D8" : hsl(hue + between(c, -20, 20), 0.45, between(c, 0.25, 0.55));
    bokeh.push(
      `<circle cx="${f(c.r.next() * c.w)}" cy="${f(c.r.next() * c.h)}" r="${f(c.h * between(c, 0.04, 0.16))}" fill="${color}" opacity="${light ? 0.35 : 0.7}"/>`,
    );
  }
  parts.push(`<g ${blur(c, c.h * 0.04)}>${bokeh.join("")}</g>`);
  const leaves = c.r.int(3, 7);
  for (let i = 0; i < leaves; i++) {
    const len = c.h * between(c, 0.45, 0.95);
    const wid = len * between(c, 0.22, 0.45);
    const x = c.r.next() * c.w;
    const y = c.h * between(c, 0.5, 1.1);
    const angle = between(c, -70, 70) - 90;
    const green = hsl(hue + between(c, -25, 15), between(c, 0.4, 0.7), between(c, 0.25, 0.48));
    const fill = linear(
      c,
      [
        [0, shade(green, 0.25)],
        [1, shade(green, -0.25)],
      ],
      [0, 0, 1, 0],
    );
    const veins = [0.25, 0.45, 0.65, 0.85]
      .map(
        (t) =>
          `M${f(len * t)},0 L${f(len * t + wid * 0.35)},${f(-wid * 0.3)} M${f(len * t)},0 L${f(len * t + wid * 0.35)},${f(wid * 0.3)}`,
      )
      .join(" ");
    parts.push(
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0,0 Q${f(len * 0.4)},${f(-wid)} ${f(len)},0 Q${f(len * 0.4)},${f(wid)} 0,0 Z" fill="${fill}"/><path d="M0,0 L${f(len)},0 ${veins}" stroke="${shade(green, 0.35)}" stroke-width="1.6" opacity="0.5" fill="none"/></g>`,
    );
  }
  if (c.r.next() < 0.45) {
    const petal = hsl(c.r.pick([0, 330, 45, 280, 20]), 0.7, between(c, 0.6, 0.8));
    for (let k = 0; k < c.r.int(1, 3); k++) {
      const cx = c.r.next() * c.w;
      const cy = c.r.next() * c.h * 0.8;
      const pr = c.h * between(c, 0.05, 0.1);
      const n = c.r.int(5, 8);
      for (let p = 0; p < n; p++)
        parts.push(
          `<ellipse cx="${f(cx)}" cy="${f(cy - pr)}" rx="${f(pr * 0.45)}" ry="${f(pr)}" fill="${petal}" transform="rotate(${f((360 / n) * p)} ${f(cx)} ${f(cy)})" opacity="0.92"/>`,
        );
      parts.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(pr * 0.35)}" fill="${radial(c, [
          [0, "#FFE082"],
          [1, "#F9A825"],
        ])}"/>`,
      );
    }
  }
  return parts.join("");
};
