import type { ContentCard, SectionCardType } from "@davmu/contract";
import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { RouteDeps } from "../../deps.ts";
import type { Presenter } from "../../presenter.ts";
import { firstLine, holdsEvery, toSectionCard } from "./section-card.ts";

/** How one of the app's sections lists its items as cards (docs/decisions/0074). */
export type SectionCardSource = {
  /** A page of the section's cards, newest first, and how many there are in all. */
  page(input: { limit: number; offset: number }): Promise<{ list: ContentCard[]; total: number }>;
  /** The section's cards whose texts hold every term (lower case), newest first, at most `limit`. */
  search(terms: readonly string[], limit: number): Promise<ContentCard[]>;
};

/** The sections that list cards; a section channel without a source here is not offered. */
export type SectionCardSources = Partial<Record<SectionCardType, SectionCardSource>>;

/** Every section's card source, over the service's database. */
export function sectionCardSources({
  db,
  presenter,
}: Pick<RouteDeps, "db" | "presenter">): SectionCardSources {
  return {
    circle_post: circlePosts(db, presenter),
    law_question: lawQuestions(db, presenter),
    catalogue: knowledgeBases(db, presenter),
    activity: activities(db, presenter),
  };
}

const count = (n: unknown) => Number(n ?? 0);

/**
 * A section's card source: `visible` is the query of the rows everyone may see, `cards` selects
 * and orders what a card shows, and a search matches `text` (an expression over those rows).
 */
function cardSource<DB, TB extends keyof DB, O, R>(
  db: Kysely<Database>,
  visible: () => SelectQueryBuilder<DB, TB, O>,
  cards: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
  toCard: (row: R) => ContentCard,
  text: RawBuilder<unknown>,
): SectionCardSource {
  return {
    async page({ limit, offset }) {
      const [rows, all] = await Promise.all([
        cards(visible()).limit(limit).offset(offset).execute(),
        visible()
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirst(),
      ]);
      // The count's row type is lost in the generic query: it is { n } all the same.
      return { list: rows.map(toCard), total: count((all as { n?: unknown } | undefined)?.n) };
    },
    async search(terms, limit) {
      const rows = await cards(visible().where(holdsEvery(db, text, terms)))
        .limit(limit)
        .execute();
      return rows.map(toCard);
    },
  };
}

/** Community posts everyone sees: published, in a circle not taken down. */
function circlePosts(db: Kysely<Database>, p: Presenter): SectionCardSource {
  const visible = () =>
    db
      .selectFrom("circle_posts as p")
      .innerJoin("circles as ci", "ci.id", "p.circle_id")
      .where("p.status", "=", "published")
      .where("ci.status", "=", "visible");
  const cards = (q: ReturnType<typeof visible>) =>
    q
      .select(["p.id", "p.text", "p.publish_time", "p.view_count", "p.like_count", "p.comment_count"])
      .select("ci.name as circle")
      .select((eb) => {
        // The post's first picture is its card's cover.
        const first = () =>
          eb
            .selectFrom("circle_post_images as im")
            .whereRef("im.post_id", "=", "p.id")
            .orderBy("im.sort")
            .limit(1);
        return [
          first().select("im.url").as("url"),
          first().select("im.width").as("width"),
          first().select("im.height").as("height"),
          eb
            .selectFrom("circle_post_images as ic")
            .select(eb.fn.countAll<number>().as("n"))
            .whereRef("ic.post_id", "=", "p.id")
            .as("images"),
        ];
      })
      .orderBy("p.publish_time", "desc")
      .orderBy("p.id", "desc");
  const toCard = (r: Awaited<ReturnType<ReturnType<typeof cards>["execute"]>>[number]) =>
    toSectionCard(p, {
      type: "circle_post",
      id: r.id,
      title: firstLine(r.text),
      summary: r.text,
      cover: r.url ? { url: r.url, width: r.width, height: r.height } : null,
      source: r.circle,
      publish_time: r.publish_time,
      view_count: r.view_count,
      like_count: r.like_count,
      comment_count: r.comment_count,
      ...(count(r.images) > 1 ? { image_count: count(r.images) } : {}),
    });
  return cardSource(db, visible, cards, toCard, sql`p.text || ' ' || ci.name`);
}

/** Published legal questions, each with how many answers it has. */
function lawQuestions(db: Kysely<Database>, p: Presenter): SectionCardSource {
  const published = () => db.selectFrom("law_questions as q").where("q.status", "=", "published");
  const cards = (q: ReturnType<typeof published>) =>
    q
      .select(["q.id", "q.title", "q.content", "q.category", "q.view_count", "q.created_at"])
      .select((eb) =>
        eb
          .selectFrom("law_answers as a")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("a.question_id", "=", "q.id")
          .as("answers"),
      )
      .orderBy("q.created_at", "desc")
      .orderBy("q.id", "desc");
  const toCard = (r: Awaited<ReturnType<ReturnType<typeof cards>["execute"]>>[number]) =>
    toSectionCard(p, {
      type: "law_question",
      id: r.id,
      title: r.title,
      summary: r.content,
      cover: null,
      source: r.category,
      publish_time: r.created_at,
      view_count: r.view_count,
      comment_count: count(r.answers),
    });
  return cardSource(db, published, cards, toCard, sql`q.title || ' ' || q.content || ' ' || q.category`);
}

/** Published knowledge bases, the latest updated first. */
function knowledgeBases(db: Kysely<Database>, p: Presenter): SectionCardSource {
  const published = () => db.selectFrom("kb_books as b").where("b.status", "=", "published");
  const cards = (q: ReturnType<typeof published>) =>
    q
      .select(["b.id", "b.title", "b.description", "b.subject", "b.update_time"])
      .select(["b.cover_url", "b.cover_width", "b.cover_height"])
      .orderBy("b.update_time", "desc")
      .orderBy("b.id", "desc");
  const toCard = (r: Awaited<ReturnType<ReturnType<typeof cards>["execute"]>>[number]) =>
    toSectionCard(p, {
      type: "catalogue",
      id: r.id,
      title: r.title,
      summary: r.description,
      cover: r.cover_url ? { url: r.cover_url, width: r.cover_width, height: r.cover_height } : null,
      source: r.subject,
      publish_time: r.update_time,
    });
  return cardSource(db, published, cards, toCard, sql`b.title || ' ' || b.description || ' ' || b.subject`);
}

/** Published activities, the latest to start first. */
function activities(db: Kysely<Database>, p: Presenter): SectionCardSource {
  const published = () => db.selectFrom("activities as a").where("a.status", "=", "published");
  const cards = (q: ReturnType<typeof published>) =>
    q
      .select(["a.id", "a.title", "a.description", "a.organiser", "a.created_at", "a.signup_count"])
      .select(["a.banner_url", "a.banner_width", "a.banner_height"])
      .orderBy("a.start_time", "desc")
      .orderBy("a.id", "desc");
  const toCard = (r: Awaited<ReturnType<ReturnType<typeof cards>["execute"]>>[number]) =>
    toSectionCard(p, {
      type: "activity",
      id: r.id,
      title: r.title,
      summary: r.description,
      cover: r.banner_url ? { url: r.banner_url, width: r.banner_width, height: r.banner_height } : null,
      source: r.organiser,
      publish_time: r.created_at,
    });
  return cardSource(
    db,
    published,
    cards,
    toCard,
    sql`a.title || ' ' || a.description || ' ' || a.organiser || ' ' || a.place`,
  );
}
