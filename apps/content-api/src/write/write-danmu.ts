import { type DanmuPost, DanmuPostSchema } from "@davmu/contract";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../db/schema.ts";

/** A danmu to store: what a viewer sent (checked here), its video, and when and by whom. */
export type DanmuInput = z.input<typeof DanmuPostSchema> & {
  content_id: number;
  sender?: string | null;
  created_at?: number;
  /** Held for review by the word filter: listed for nobody. */
  held?: boolean;
};

/**
 * The one write path of danmu, for viewers' and the seed's alike: each is checked by the contract's
 * schema (one line of plain text up to DANMU_TEXT_MAX characters, a #rrggbb colour, a known mode)
 * and stored as the text it is; nothing turns it into HTML, and pages show it as text. Returns the
 * new ids in order; throws, naming the field, on the first that does not pass, writing none.
 */
export async function insertDanmu(db: Kysely<Database>, inputs: readonly DanmuInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const rows = inputs.map((input, n) => {
    const parsed = DanmuPostSchema.safeParse(input);
    if (!parsed.success) {
      const problem = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`danmu[${n}]: ${problem}`);
    }
    const post: DanmuPost = parsed.data;
    return {
      content_id: input.content_id,
      text: post.text,
      offset_ms: post.offset_ms,
      colour: post.colour.toLowerCase(),
      mode: post.mode,
      sender: input.sender ?? null,
      held: input.held ? 1 : 0,
      ...(input.created_at === undefined ? {} : { created_at: input.created_at }),
    };
  });
  const inserted = await db.insertInto("danmu").values(rows).returning("id").execute();
  return inserted.map((r) => r.id);
}
