import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { toAnswer, toQuestion } from "./present.ts";
import { findQuestion, listAnswers } from "./queries.ts";

/**
 * Legal Q&A (spec §7, docs/decisions/0066): a shared question and its answers a page at a time,
 * the accepted answer first. The same for everyone; no request id is asked of these calls.
 */
export function lawRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter } = deps;
  const app = new Hono();

  handle(app, config.prefixes, CALLS.lawQuestion, async ({ query }) => {
    const row = await findQuestion(db, decodeIdOr404(ids, query().id, "question"));
    if (!row) throw notFound("question not found");
    return toQuestion(presenter, row);
  });

  handle(app, config.prefixes, CALLS.lawAnswerList, async ({ query }) => {
    const { id, pageindex, pagesize, sort } = query();
    const question = await findQuestion(db, decodeIdOr404(ids, id, "question"));
    if (!question) throw notFound("question not found");
    const rows = await listAnswers(db, {
      questionId: question.id,
      sort,
      limit: pagesize,
      offset: (pageindex - 1) * pagesize,
    });
    const total = Number(question.answer_count ?? 0);
    return {
      list: rows.map((row) => toAnswer(presenter, row)),
      pageindex,
      pagesize,
      total,
      has_more: pageindex * pagesize < total,
    };
  });

  return app;
}
