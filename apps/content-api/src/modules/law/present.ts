import type { LawAnswer, LawCategory, LawQuestion } from "@davmu/contract";
import { LAW_CATEGORIES } from "@davmu/contract";
import type { Presenter } from "../../presenter.ts";
import { toImage } from "../content/present-image.ts";
import type { AnswerRow, QuestionRow } from "./queries.ts";

/** Who asked, as a shared page may show it: the first character and a star for each of the rest. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return "匿名用户";
  return `${chars[0]}${"*".repeat(Math.max(1, Math.min(chars.length - 1, 3)))}`;
}

function category(value: string): LawCategory {
  return (LAW_CATEGORIES as readonly string[]).includes(value) ? (value as LawCategory) : "consumer";
}

export function toQuestion(p: Presenter, row: QuestionRow): LawQuestion {
  return {
    id: p.ids.encode(row.id),
    title: row.title,
    content: row.content,
    category: category(row.category),
    region: row.region,
    asker: maskName(row.asker_name),
    created_at: Number(row.created_at),
    view_count: Number(row.view_count),
    answer_count: Number(row.answer_count ?? 0),
    accepted_answer_id: row.accepted_id == null ? null : p.ids.encode(Number(row.accepted_id)),
  };
}

export function toAnswer(p: Presenter, row: AnswerRow): LawAnswer {
  const verified = Number(row.verified) === 1;
  return {
    id: p.ids.encode(row.id),
    content: row.content,
    created_at: Number(row.created_at),
    like_count: Number(row.like_count),
    accepted: Number(row.accepted) === 1,
    answerer: {
      name: row.name,
      avatar: toImage(p, { url: row.avatar_url, width: row.avatar_width, height: row.avatar_height }),
      firm: verified ? row.firm : "",
      practice_years: verified && row.practice_years !== null ? Number(row.practice_years) : null,
      verified,
    },
  };
}
