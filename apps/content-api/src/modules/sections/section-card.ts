import type { ContentCard, SectionCardType } from "@davmu/contract";
import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import { dialectOf } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import type { Presenter } from "../../presenter.ts";
import { type ImageRow, optional, toImage } from "../content/present-image.ts";

/** The first route segment of each section's pages (spec §2). */
const SECTION_ACTOR: Record<SectionCardType, string> = {
  circle_post: "dimim",
  law_question: "fazak",
  catalogue: "dejin",
  activity: "activity",
};

/** How long a card's title and summary may be: a post's text is cut to fit a card. */
const TITLE_MAX = 40;
const SUMMARY_MAX = 120;

type SectionCardInput = {
  type: SectionCardType;
  id: number;
  title: string;
  summary: string;
  cover: ImageRow | null;
  source: string;
  publish_time: number;
  view_count?: number;
  like_count?: number;
  comment_count?: number;
  image_count?: number;
};

/** A card of one of the app's sections, in the shape every list shows (docs/decisions/0074). */
export function toSectionCard(p: Presenter, input: SectionCardInput): ContentCard {
  return {
    id: p.ids.encode(input.id),
    type: input.type,
    actor: SECTION_ACTOR[input.type],
    title: cut(input.title, TITLE_MAX),
    summary: cut(input.summary, SUMMARY_MAX),
    cover: input.cover ? toImage(p, input.cover) : null,
    source: input.source,
    mp: null,
    channel: null,
    publish_time: input.publish_time,
    view_count: input.view_count ?? 0,
    like_count: input.like_count ?? 0,
    comment_count: input.comment_count ?? 0,
    duration: null,
    ...optional("image_count", input.image_count),
  };
}

/** A post's text as a card's title: its first line, cut with an ellipsis where it runs on. */
export function firstLine(text: string): string {
  return text.trim().split(/\n/)[0] ?? "";
}

function cut(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, " ").trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
}

/** `text` (an SQL expression) holds every term, whatever the case: the same test in both databases. */
export function holdsEvery(
  db: Kysely<Database>,
  text: RawBuilder<unknown>,
  terms: readonly string[],
): RawBuilder<SqlBool> {
  const postgres = dialectOf(db) === "postgres";
  const parts = terms.map((term) =>
    postgres
      ? sql<SqlBool>`strpos(lower(${text}), ${term}) > 0`
      : sql<SqlBool>`instr(lower(${text}), ${term}) > 0`,
  );
  return parts.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
