import type { Generated } from "kysely";

/** Legal Q&A (migration 018, docs/decisions/0066). */
export interface LawAnswerersTable {
  id: Generated<number>;
  source_key: string;
  name: string;
  avatar_url: string | null;
  avatar_width: number | null;
  avatar_height: number | null;
  firm: Generated<string>;
  practice_years: number | null;
  verified: Generated<number>;
}

export interface LawQuestionsTable {
  id: Generated<number>;
  source_key: string;
  title: string;
  /** Plain text, shown as text. */
  content: string;
  category: string;
  region: Generated<string>;
  /** The asker's name as given; the service masks it when it answers. */
  asker_name: string;
  status: Generated<"published" | "hidden">;
  view_count: Generated<number>;
  created_at: Generated<number>;
}

export interface LawAnswersTable {
  id: Generated<number>;
  question_id: number;
  answerer_id: number;
  /** Plain text, shown as text. */
  content: string;
  accepted: Generated<number>;
  like_count: Generated<number>;
  created_at: Generated<number>;
}

/** The knowledge catalogue (migration 019, docs/decisions/0067). */
export interface KbBooksTable {
  id: Generated<number>;
  source_key: string;
  title: string;
  description: Generated<string>;
  subject: Generated<string>;
  cover_url: string | null;
  cover_width: number | null;
  cover_height: number | null;
  status: Generated<"published" | "hidden">;
  update_time: Generated<number>;
}

export interface KbNodesTable {
  id: Generated<number>;
  book_id: number;
  parent_id: number | null;
  source_key: string;
  kind: "chapter" | "page";
  sort: Generated<number>;
  title: string;
  summary: Generated<string>;
  /** CMS HTML, sanitised when written. */
  body_html: Generated<string>;
  update_time: Generated<number>;
}

export interface LawCatalogueTables {
  law_answerers: LawAnswerersTable;
  law_questions: LawQuestionsTable;
  law_answers: LawAnswersTable;
  kb_books: KbBooksTable;
  kb_nodes: KbNodesTable;
}
