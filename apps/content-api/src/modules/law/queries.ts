import type { LawAnswerSort } from "@davmu/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** A published question with how many answers it has and which one is accepted. */
export function findQuestion(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("law_questions as q")
    .select([
      "q.id",
      "q.title",
      "q.content",
      "q.category",
      "q.region",
      "q.asker_name",
      "q.view_count",
      "q.created_at",
    ])
    .select((eb) => [
      eb
        .selectFrom("law_answers as a")
        .whereRef("a.question_id", "=", "q.id")
        .select((e) => e.fn.countAll<number>().as("n"))
        .as("answer_count"),
      eb
        .selectFrom("law_answers as a")
        .whereRef("a.question_id", "=", "q.id")
        .where("a.accepted", "=", 1)
        .select("a.id")
        .limit(1)
        .as("accepted_id"),
    ])
    .where("q.id", "=", id)
    .where("q.status", "=", "published")
    .executeTakeFirst();
}

export type QuestionRow = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

/** A page of a question's answers: the accepted one first, then the most liked or the newest. */
export function listAnswers(
  db: Kysely<Database>,
  input: { questionId: number; sort: LawAnswerSort; limit: number; offset: number },
) {
  let query = db
    .selectFrom("law_answers as a")
    .innerJoin("law_answerers as u", "u.id", "a.answerer_id")
    .select([
      "a.id",
      "a.content",
      "a.accepted",
      "a.like_count",
      "a.created_at",
      "u.name",
      "u.avatar_url",
      "u.avatar_width",
      "u.avatar_height",
      "u.firm",
      "u.practice_years",
      "u.verified",
    ])
    .where("a.question_id", "=", input.questionId)
    .orderBy("a.accepted", "desc");
  query =
    input.sort === "likes"
      ? query.orderBy("a.like_count", "desc").orderBy("a.created_at", "asc")
      : query.orderBy("a.created_at", "desc");
  return query.orderBy("a.id", "asc").limit(input.limit).offset(input.offset).execute();
}

export type AnswerRow = Awaited<ReturnType<typeof listAnswers>>[number];
