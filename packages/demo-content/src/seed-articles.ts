import type { Database } from "@davmu/content-api/db/schema.ts";
import { insertContent } from "@davmu/content-api/write/write-content.ts";
import type { Kysely } from "kysely";
import { composeBody, summaryOf } from "./compose-body.ts";
import { coverName, figureName } from "./image-jobs.ts";
import type { PlannedArticle } from "./plan.ts";
import type { RenderedImage } from "./render-images.ts";

/** Writes the planned articles through the normal write path; returns how many were new. */
export async function seedArticles(
  db: Kysely<Database>,
  plan: readonly PlannedArticle[],
  images: ReadonlyMap<string, RenderedImage>,
  now: number,
): Promise<{ published: number; drafts: number }> {
  const channelIds = new Map(
    (await db.selectFrom("channels").select(["id", "slug"]).execute()).map((c) => [c.slug, c.id]),
  );
  const mpIds = new Map(
    (await db.selectFrom("media_accounts").select(["id", "name"]).execute()).map((m) => [m.name, m.id]),
  );
  const added = { published: 0, drafts: 0 };
  for (const a of plan) {
    const cover = images.get(coverName(a))!;
    const figures = a.figures.map((figure, index) => {
      const image = images.get(figureName(a, index))!;
      return { ...image, alt: figure.caption.replace(/[。！]$/, ""), caption: figure.caption };
    });
    const publishTime = now - a.ageSeconds;
    const id = await insertContent(db, {
      source_key: a.sourceKey,
      type: "doc",
      status: a.status,
      title: a.article.title,
      summary: summaryOf(a.article.body),
      body_html: composeBody(a.article.body, figures),
      cover_url: cover.url,
      cover_width: cover.width,
      cover_height: cover.height,
      channel_id: channelIds.get(a.channel.slug) ?? null,
      mp_id: a.mp ? (mpIds.get(a.mp.name) ?? null) : null,
      author: a.author,
      keywords: a.article.keywords,
      publish_time: publishTime,
      update_time: publishTime + (a.corrected ? 3600 : 0),
      view_count: a.counts.view,
      like_count: a.counts.like,
      collect_count: a.counts.collect,
      share_count: a.counts.share,
      duration: null,
      images: figures,
    });
    if (id !== null) added[a.status === "draft" ? "drafts" : "published"]++;
  }
  return added;
}
