import type { Database } from "@davmu/content-api/db/schema.ts";
import type { Kysely } from "kysely";
import { drawAvatar } from "./art/marks.ts";
import { AVATAR_SIZE } from "./image-jobs.ts";
import { type ImageFolder, type ImageJob, renderImages } from "./render-images.ts";
import { LAW_ANSWERERS, LAW_QUESTIONS } from "./text/law-questions.ts";

const HOUR = 3600;
const avatarName = (key: string) => `seed/law/answerer-${key}`;

/** The answerers' avatars: each their own gradient and mark (art/marks.ts). */
export function lawImageJobs(): ImageJob[] {
  return LAW_ANSWERERS.map((a) => ({
    name: avatarName(a.key),
    svg: drawAvatar(AVATAR_SIZE, a.palette, a.name),
    format: "webp",
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
  }));
}

/**
 * The demo legal questions and their answers (docs/decisions/0066). Idempotent: answerers and
 * questions are keyed by source; a question's answers are written with it, once.
 */
export async function seedLaw(db: Kysely<Database>, folder: ImageFolder, now: number): Promise<number> {
  const { images } = await renderImages(folder, lawImageJobs());
  await db
    .insertInto("law_answerers")
    .values(
      LAW_ANSWERERS.map((a) => {
        const avatar = images.get(avatarName(a.key));
        return {
          source_key: `seed:law:${a.key}`,
          name: a.name,
          avatar_url: avatar?.url ?? null,
          avatar_width: avatar?.width ?? null,
          avatar_height: avatar?.height ?? null,
          firm: a.firm,
          practice_years: a.years,
          verified: a.verified ? 1 : 0,
        };
      }),
    )
    .onConflict((oc) => oc.column("source_key").doNothing())
    .execute();
  const answerers = new Map(
    (await db.selectFrom("law_answerers").select(["id", "source_key"]).execute()).map((r) => [
      r.source_key,
      r.id,
    ]),
  );
  let added = 0;
  for (const q of LAW_QUESTIONS) {
    const asked = now - q.ago * HOUR;
    const row = await db
      .insertInto("law_questions")
      .values({
        source_key: `seed:law:${q.key}`,
        title: q.title,
        content: q.content,
        category: q.category,
        region: q.region,
        asker_name: q.asker,
        view_count: q.views,
        created_at: asked,
      })
      .onConflict((oc) => oc.column("source_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) continue;
    added++;
    await db
      .insertInto("law_answers")
      .values(
        q.answers.map((a) => {
          const answerer = answerers.get(`seed:law:${a.answerer}`);
          if (answerer === undefined) throw new Error(`seed: no law answerer ${a.answerer}`);
          return {
            question_id: row.id,
            answerer_id: answerer,
            content: a.text,
            accepted: a.accepted ? 1 : 0,
            like_count: a.likes,
            created_at: Math.min(now, asked + a.after * HOUR),
          };
        }),
      )
      .execute();
  }
  return added;
}
