import type { Generated } from "kysely";

/** Activities with sign-up forms (migration 021, docs/decisions/0070). Times in seconds. */
export interface ActivitiesTable {
  id: Generated<number>;
  source_key: string | null;
  status: Generated<"published" | "draft">;
  title: string;
  banner_url: string | null;
  banner_width: number | null;
  banner_height: number | null;
  start_time: number;
  end_time: number;
  place: string;
  /** The organiser's name as shown; `mp_id` links it to a media account when it is one. */
  organiser: string;
  mp_id: number | null;
  /** Plain text, paragraphs split by newlines. */
  description: string;
  /** Places in all; null for no limit. */
  capacity: number | null;
  signup_count: Generated<number>;
  deadline: number;
  /** JSON array of the contract's FormField. */
  fields: string;
  created_at: Generated<number>;
}

export interface ActivityEntriesTable {
  id: Generated<number>;
  activity_id: number;
  /** The subject of the token that signed up: `user:<id>` or `anon:<device>`. */
  identity: string;
  user_id: number | null;
  /** JSON object of the answers by field key, as checked. */
  answers: string;
  created_at: number;
}

export interface FormUploadsTable {
  /** The reference an entry's values carry (`up_...`). */
  ref: string;
  activity_id: number;
  field_key: string;
  identity: string;
  /** `/media/forms/...`. */
  url: string;
  width: number;
  height: number;
  size_bytes: number;
  created_at: number;
}

export interface FormTables {
  activities: ActivitiesTable;
  activity_entries: ActivityEntriesTable;
  form_uploads: FormUploadsTable;
}
