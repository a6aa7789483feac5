import { type ContentBlock, ContentBlockSchema, type ContentCard, StoredBlockSchema } from "@davmu/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Presenter } from "../../presenter.ts";
import { listMediaFiles } from "../content/item-media.ts";
import { toCards } from "../content/present.ts";
import { toImage } from "../content/present-image.ts";
import { toVideoMedia } from "../content/present-media.ts";
import { listCardsById } from "./queries.ts";

type Where = { pageId: number };

function leaveOut(where: Where, index: number, why: string): [] {
  console.error(`content-api: content-model page ${where.pageId}: block ${index} left out, ${why}`);
  return [];
}

/** The stored JSON as an array; anything else is a page without blocks, logged. */
function parseBlocks(raw: string, where: Where): unknown[] {
  try {
    const value = JSON.parse(raw) as unknown;
    if (Array.isArray(value)) return value;
  } catch {
    // Logged below, as a value that is not an array.
  }
  console.error(
    `content-api: content-model page ${where.pageId}: its blocks are not a JSON array, none shown`,
  );
  return [];
}

/**
 * The blocks of a page as it shows them (docs/decisions/0069): each stored block checked on its
 * own, its items made cards (published ones only, in the stored order), its video given its files;
 * one that does not fit (an unknown type, a bad field, a picture or a video that cannot be shown,
 * a row of cards left empty) is left out and logged, never failing the page around it.
 */
export async function presentBlocks(
  db: Kysely<Database>,
  p: Presenter,
  raw: string,
  where: Where,
): Promise<ContentBlock[]> {
  const stored = parseBlocks(raw, where).map((block) => StoredBlockSchema.safeParse(block));
  const ids = new Set<number>();
  for (const parsed of stored) {
    if (!parsed.success) continue;
    if (parsed.data.type === "cards") for (const id of parsed.data.content_ids) ids.add(id);
    if (parsed.data.type === "video") ids.add(parsed.data.content_id);
  }
  const rows = await listCardsById(db, [...ids]);
  const cards = new Map<number, ContentCard>();
  for (const row of rows) {
    const [card] = toCards(p, [row], `content-model page ${where.pageId}`);
    if (card) cards.set(row.id, card);
  }
  const videoIds = stored.flatMap((s) => (s.success && s.data.type === "video" ? [s.data.content_id] : []));
  const files = await listMediaFiles(db, videoIds);

  return stored.flatMap((parsed, index): ContentBlock[] => {
    if (!parsed.success) {
      const problem = parsed.error.issues[0];
      return leaveOut(where, index, `it does not fit: ${problem?.path.join(".")}: ${problem?.message}`);
    }
    const block = parsed.data;
    let shown: unknown;
    switch (block.type) {
      case "banner":
      case "image": {
        const image = toImage(p, block.image);
        if (!image)
          return leaveOut(where, index, `its picture ${JSON.stringify(block.image.url)} cannot be shown`);
        shown = { ...block, image };
        break;
      }
      case "rich_text":
        shown = { type: "rich_text", html: p.absoluteHtml(block.html) };
        break;
      case "cards":
        shown = {
          type: "cards",
          title: block.title,
          layout: block.layout,
          list: block.content_ids.flatMap((id) => cards.get(id) ?? []),
        };
        break;
      case "video": {
        const card = cards.get(block.content_id);
        const media = card ? toVideoMedia(p, block.content_id, files.get(block.content_id) ?? []) : null;
        if (!card || !media)
          return leaveOut(where, index, `item ${block.content_id} is not a published video with its files`);
        shown = { type: "video", title: block.title, card, media };
        break;
      }
      case "links":
        shown = block;
        break;
    }
    const checked = ContentBlockSchema.safeParse(shown);
    if (checked.success) return [checked.data];
    const problem = checked.error.issues[0];
    return leaveOut(
      where,
      index,
      `as shown it does not fit: ${problem?.path.join(".")}: ${problem?.message}`,
    );
  });
}
