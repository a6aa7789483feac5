import type { SceneName } from "./art/scenes.ts";

/** A figure as the body markup declares it, before its picture is rendered. */
export type FigureSlot = { scene: SceneName; shape: FigureShape; caption: string };
export type FigureShape = "photo" | "wide" | "tall" | "square";
export type BodyFigure = { url: string; width: number; height: number; alt: string; caption: string };

export const FIGURE_SIZES: Record<FigureShape, { width: number; height: number }> = {
  photo: { width: 1080, height: 720 },
  wide: { width: 1080, height: 608 },
  tall: { width: 720, height: 960 },
  square: { width: 900, height: 900 },
};

const FIGURE = /^!\[(\w+)(?: (wide|tall|square))?\] (.+)$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

const lines = (body: string) =>
  body
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** The figures a body declares, in reading order. */
export function figureSlots(body: string): FigureSlot[] {
  return lines(body).flatMap((line) => {
    const m = FIGURE.exec(line);
    return m ? [{ scene: m[1] as SceneName, shape: (m[2] ?? "photo") as FigureShape, caption: m[3]! }] : [];
  });
}

/** The lead paragraph's sentences up to about 80 characters: what a list card shows. */
export function summaryOf(body: string): string {
  const lead = lines(body).find((l) => !/^(#|>|-|\+|!\[)/.test(l)) ?? "";
  const sentences = lead.match(/[^。！？]+[。！？]?/g) ?? [lead];
  let out = "";
  for (const s of sentences) {
    if (out && out.length + s.length > 80) break;
    out += s;
  }
  return out;
}

/** One line of the body as HTML; list items are wrapped by the caller. */
function block(line: string, figure: () => BodyFigure): string {
  if (line.startsWith("### ")) return `<h3>${escapeHtml(line.slice(4))}</h3>`;
  if (line.startsWith("## ")) return `<h2>${escapeHtml(line.slice(3))}</h2>`;
  if (line.startsWith("> ")) {
    const [words, who] = line.slice(2).split("|");
    return `<blockquote><p>“${escapeHtml(words!)}”</p>${who ? `<p>——${escapeHtml(who)}</p>` : ""}</blockquote>`;
  }
  if (FIGURE.test(line)) {
    const f = figure();
    return `<figure><img src="${f.url}" width="${f.width}" height="${f.height}" alt="${escapeHtml(f.alt)}" /><figcaption>${escapeHtml(f.caption)}</figcaption></figure>`;
  }
  return `<p>${escapeHtml(line)}</p>`;
}

const LIST_TAG = { "-": "ul", "+": "ol" } as const;

/** Turns the body markup into the HTML the write path stores; `figures` are the rendered slots. */
export function composeBody(body: string, figures: readonly BodyFigure[]): string {
  const html: string[] = [];
  let next = 0;
  let open: "ul" | "ol" | null = null;
  for (const line of lines(body)) {
    const item = /^([-+]) (.+)$/.exec(line);
    const tag = item ? LIST_TAG[item[1] as "-" | "+"] : null;
    if (open && open !== tag) html.push(`</${open}>`);
    if (tag && open !== tag) html.push(`<${tag}>`);
    open = tag;
    html.push(item ? `<li>${escapeHtml(item[2]!)}</li>` : block(line, () => figures[next++]!));
  }
  if (open) html.push(`</${open}>`);
  return html.join("\n").replace(/>\n(?=<\/?(li|ul|ol)>)/g, ">");
}
