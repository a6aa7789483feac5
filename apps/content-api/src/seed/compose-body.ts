import { createRandom } from "./random.ts";
import type { ArticleSeed, ChannelText } from "./text/types.ts";

export type BodyFigure = { url: string; width: number; height: number; alt: string; caption: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

/**
 * Writes an article body the way an editor lays one out: a lead, two sections of prose with
 * headings, a list, a quote and the figures spread between them. The pools are shuffled with the
 * article's own seed, so articles of one channel share a voice but not their paragraphs.
 */
export function composeBody(
  text: ChannelText,
  article: ArticleSeed,
  figures: readonly BodyFigure[],
  seed: number,
): string {
  const r = createRandom(seed);
  const fill = (t: string) => escapeHtml(t.replaceAll("{topic}", article.topic));
  const paragraphs = r.shuffle(text.paragraphs).map((p) => `<p>${fill(p)}</p>`);
  const [first, second] = r.shuffle(text.sections);
  const quote = r.pick(text.quotes);
  const items = r.pick(text.lists);
  const listTag = r.next() < 0.5 ? "ul" : "ol";
  const figureHtml = figures.map(
    (f) =>
      `<figure><img src="${f.url}" width="${f.width}" height="${f.height}" alt="${escapeHtml(f.alt)}" /><figcaption>${escapeHtml(f.caption)}</figcaption></figure>`,
  );
  const take = (n: number) => paragraphs.splice(0, n).join("");
  // Slots in reading order; with two figures the second goes to the second section.
  const slots = figureHtml.length === 2 ? [figureHtml[0], undefined, figureHtml[1]] : figureHtml;

  const parts = [
    `<p>${escapeHtml(article.summary)}</p>`,
    `<h2>${fill(first!)}</h2>`,
    take(2),
    slots[0],
    take(1),
    `<h3>${fill(r.pick(text.subheads))}</h3>`,
    `<${listTag}>${items.map((i) => `<li>${fill(i)}</li>`).join("")}</${listTag}>`,
    slots[1],
    `<blockquote><p>“${fill(quote.text)}”</p><p>——${fill(quote.who)}</p></blockquote>`,
    `<h2>${fill(second!)}</h2>`,
    take(r.int(2, 3)),
    slots[2],
    take(1),
    slots[3],
    `<p>${fill(r.pick(text.closings))}</p>`,
  ];
  return parts.filter(Boolean).join("\n");
}
