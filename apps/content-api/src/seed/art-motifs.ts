import type { Motif } from "./channels.ts";
import type { Random } from "./random.ts";

/** Draws one channel motif as SVG elements over a w×h canvas in the accent colour. */
type MotifDrawer = (w: number, h: number, accent: string, r: Random) => string;

const f = (n: number) => n.toFixed(1);

const skyline: MotifDrawer = (w, h, accent, r) => {
  const parts = [
    `<circle cx="${f(w * 0.78)}" cy="${f(h * 0.26)}" r="${f(h * 0.13)}" fill="${accent}" opacity="0.85"/>`,
  ];
  for (const [layer, opacity, maxH] of [
    [0, 0.16, 0.62],
    [1, 0.38, 0.45],
  ] as const) {
    let x = -10;
    while (x < w) {
      const bw = r.int(Math.round(w * 0.05), Math.round(w * 0.11));
      const bh = h * (0.15 + r.next() * maxH);
      const fill = layer === 0 ? "#FFFFFF" : "#1A1A2E";
      parts.push(
        `<rect x="${f(x)}" y="${f(h - bh)}" width="${bw}" height="${f(bh)}" fill="${fill}" opacity="${opacity}"/>`,
      );
      if (layer === 1) {
        for (let wy = h - bh + 14; wy < h - 16; wy += 22) {
          for (let wx = x + 8; wx < x + bw - 12; wx += 16) {
            if (r.next() < 0.35)
              parts.push(
                `<rect x="${f(wx)}" y="${f(wy)}" width="7" height="10" fill="${accent}" opacity="0.7"/>`,
              );
          }
        }
      }
      x += bw + r.int(2, 10);
    }
  }
  return parts.join("");
};

const circuit: MotifDrawer = (w, h, accent, r) => {
  const parts: string[] = [];
  for (let x = 0; x < w; x += 48)
    parts.push(`<line x1="${x}" y1="0" x2="${x}" y2="${h}" stroke="#FFFFFF" stroke-opacity="0.07"/>`);
  for (let y = 0; y < h; y += 48)
    parts.push(`<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="#FFFFFF" stroke-opacity="0.07"/>`);
  const nodes = Array.from(
    { length: 14 },
    () => [r.int(1, Math.floor(w / 48) - 1) * 48, r.int(1, Math.floor(h / 48) - 1) * 48] as const,
  );
  nodes.forEach(([x, y], i) => {
    const [nx, ny] = nodes[(i + 1) % nodes.length]!;
    parts.push(
      `<polyline points="${x},${y} ${nx},${y} ${nx},${ny}" fill="none" stroke="${accent}" stroke-width="3" stroke-opacity="0.55"/>`,
    );
  });
  for (const [x, y] of nodes) {
    parts.push(
      `<circle cx="${x}" cy="${y}" r="18" fill="${accent}" opacity="0.18"/><circle cx="${x}" cy="${y}" r="7" fill="${accent}"/>`,
    );
  }
  return parts.join("");
};

const chart: MotifDrawer = (w, h, accent, r) => {
  const parts: string[] = [];
  const count = 9;
  const gap = w / (count + 1);
  const points: string[] = [];
  for (let i = 0; i < count; i++) {
    const bh = h * (0.16 + (i / count) * 0.42 + r.next() * 0.12);
    const x = gap * (i + 0.6);
    parts.push(
      `<rect x="${f(x)}" y="${f(h - bh)}" width="${f(gap * 0.62)}" height="${f(bh)}" rx="6" fill="#FFFFFF" opacity="0.2"/>`,
    );
    points.push(`${f(x + gap * 0.31)},${f(h - bh - 30)}`);
  }
  for (let y = h * 0.2; y < h; y += h * 0.18)
    parts.push(
      `<line x1="0" y1="${f(y)}" x2="${w}" y2="${f(y)}" stroke="#FFFFFF" stroke-opacity="0.12" stroke-dasharray="8 10"/>`,
    );
  parts.push(
    `<polyline points="${points.join(" ")}" fill="none" stroke="${accent}" stroke-width="7" stroke-linejoin="round"/>`,
  );
  for (const p of points) {
    const [x, y] = p.split(",");
    parts.push(`<circle cx="${x}" cy="${y}" r="9" fill="#FFFFFF" stroke="${accent}" stroke-width="5"/>`);
  }
  return parts.join("");
};

const mountains: MotifDrawer = (w, h, accent, r) => {
  const parts = [
    `<circle cx="${f(w * (0.2 + r.next() * 0.6))}" cy="${f(h * 0.28)}" r="${f(h * 0.12)}" fill="${accent}" opacity="0.9"/>`,
  ];
  [0.25, 0.42, 0.62].forEach((opacity, layer) => {
    const base = h * (0.5 + layer * 0.14);
    let d = `M0 ${f(h)} L0 ${f(base)}`;
    for (let x = 0; x < w; x += w / 4) {
      const peak = base - h * (0.1 + r.next() * 0.2);
      d += ` Q${f(x + w / 8)} ${f(peak)} ${f(x + w / 4)} ${f(base + r.int(-20, 20))}`;
    }
    parts.push(`<path d="${d} L${w} ${h} Z" fill="#2B1B17" opacity="${opacity}"/>`);
  });
  parts.push(
    `<ellipse cx="${f(w * 0.5)}" cy="${f(h * 0.7)}" rx="${f(w * 0.6)}" ry="${f(h * 0.06)}" fill="#FFFFFF" opacity="0.12"/>`,
  );
  return parts.join("");
};

const leaves: MotifDrawer = (w, h, accent, r) => {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<circle cx="${r.int(0, w)}" cy="${r.int(0, h)}" r="${f(h * (0.12 + r.next() * 0.2))}" fill="${accent}" opacity="0.22"/>`,
    );
  }
  for (let i = 0; i < 9; i++) {
    const x = r.int(0, w);
    const y = r.int(0, h);
    const s = h * (0.06 + r.next() * 0.08);
    const fill = i % 3 === 0 ? accent : "#FFFFFF";
    parts.push(
      `<g transform="translate(${x} ${y}) rotate(${r.int(0, 359)})"><ellipse rx="${f(s)}" ry="${f(s * 0.42)}" fill="${fill}" opacity="0.5"/><line x1="${f(-s)}" y1="0" x2="${f(s)}" y2="0" stroke="#1B5E20" stroke-opacity="0.35" stroke-width="3"/></g>`,
    );
  }
  return parts.join("");
};

const pillars: MotifDrawer = (w, h, accent, r) => {
  const cx = w * (0.5 + r.next() * 0.2);
  const width = Math.min(w * 0.5, h * 0.9);
  const top = h * 0.22;
  const parts = [
    `<circle cx="${f(cx)}" cy="${f(h * 0.45)}" r="${f(width * 0.7)}" fill="${accent}" opacity="0.12"/>`,
    `<polygon points="${f(cx - width / 2)},${f(top + h * 0.12)} ${f(cx)},${f(top)} ${f(cx + width / 2)},${f(top + h * 0.12)}" fill="#FFFFFF" opacity="0.35"/>`,
  ];
  for (let i = 0; i < 5; i++) {
    const x = cx - width / 2 + (width / 5) * i + width / 20;
    parts.push(
      `<rect x="${f(x)}" y="${f(top + h * 0.15)}" width="${f(width / 10)}" height="${f(h * 0.42)}" fill="#FFFFFF" opacity="0.3"/>`,
    );
  }
  parts.push(
    `<rect x="${f(cx - width * 0.56)}" y="${f(top + h * 0.58)}" width="${f(width * 1.12)}" height="${f(h * 0.05)}" fill="#FFFFFF" opacity="0.4"/>`,
  );
  return parts.join("");
};

const track: MotifDrawer = (w, h, accent, r) => {
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const rad = h * (0.55 + i * 0.13);
    parts.push(
      `<circle cx="${f(-w * 0.05)}" cy="${f(h * 1.1)}" r="${f(rad)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="8"/>`,
    );
  }
  for (let i = 0; i < 6; i++) {
    const y = r.int(Math.round(h * 0.1), Math.round(h * 0.5));
    parts.push(
      `<line x1="${f(w * 0.45)}" y1="${y}" x2="${f(w * (0.6 + r.next() * 0.2))}" y2="${y}" stroke="#FFFFFF" stroke-opacity="0.4" stroke-width="5" stroke-linecap="round"/>`,
    );
  }
  parts.push(
    `<circle cx="${f(w * 0.82)}" cy="${f(h * 0.32)}" r="${f(h * 0.11)}" fill="${accent}" opacity="0.95"/>`,
  );
  return parts.join("");
};

export const MOTIFS: Record<Motif, MotifDrawer> = {
  skyline,
  circuit,
  chart,
  mountains,
  leaves,
  pillars,
  track,
};
