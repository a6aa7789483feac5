import type { Generated } from "kysely";

/** What visitors do: persisted so it survives restarts (DESIGN: the service is real software). */
export interface UsersTable {
  id: Generated<number>;
  phone: string | null;
  nickname: string;
  avatar: string | null;
  created_at: Generated<number>;
  last_login_at: number | null;
}

export interface CommentsTable {
  id: Generated<number>;
  content_id: number;
  user_id: number;
  /** The comment this one replies to; null for a top-level comment. */
  parent_id: number | null;
  /** The top-level comment of the thread a reply is in; null for a top-level comment (migration 009). */
  root_id: number | null;
  /** Plain text, shown as text: never HTML. */
  body: string;
  /** `hidden`: taken down; it shows to nobody. */
  status: Generated<"visible" | "hidden">;
  /** 1 while held for review by the word filter: shown to its author only (migration 009). */
  held: Generated<number>;
  /** The words that held it, for whoever reviews it. */
  held_words: string | null;
  like_count: Generated<number>;
  created_at: Generated<number>;
  /** The id the writer's page gave the post, unique per writer: a post sent twice is saved once (migration 025). */
  client_id: string | null;
}

export interface LikesTable {
  user_id: number;
  target_type: "content" | "comment" | "live";
  target_id: number;
  created_at: Generated<number>;
}

export interface CollectionsTable {
  user_id: number;
  content_id: number;
  created_at: Generated<number>;
}

export interface FollowsTable {
  user_id: number;
  mp_id: number;
  created_at: Generated<number>;
}

export interface BookingsTable {
  user_id: number;
  booking_type: string;
  booking_id: number;
  created_at: Generated<number>;
}

/** One row per tid of a spec §7 tracker log call. */
export interface TrackerEventsTable {
  id: Generated<number>;
  received_at: Generated<number>;
  client_time: number | null;
  behavior: "read" | "view" | "expose" | "play";
  tid: string;
  duration: number | null;
  percent: number | null;
  terminal: string;
  version: string;
  device_type: string | null;
  device_os: string | null;
  device_user_id: string | null;
}

/** When a visitor identity (a hash, never the address itself) last raised an item's view count. */
export interface TrackerViewMarksTable {
  content_id: number;
  viewer: string;
  counted_at: number;
}

/** A login code sent to a phone (migration 008): only a keyed hash of it is kept. */
export interface LoginCodesTable {
  id: Generated<number>;
  /** 11 digits. */
  phone: string;
  purpose: "login" | "register";
  code_hash: string;
  /** Tries so far, right or wrong. */
  tries: Generated<number>;
  created_at: Generated<number>;
  expires_at: number;
  /** When it was used, or made void by a newer code. */
  used_at: number | null;
}

/** A logged-in session (migration 008): a user token names one, and logout revokes it. */
export interface SessionsTable {
  /** Random, unguessable: the token's `sid`. */
  id: string;
  user_id: number;
  device_id: string | null;
  created_at: Generated<number>;
  expires_at: number;
  revoked_at: number | null;
}

/** A user's invitation code (migration 010). */
export interface InvitationsTable {
  code: string;
  inviter_id: number;
  max_uses: number;
  used_count: Generated<number>;
  created_at: Generated<number>;
  expires_at: number | null;
}

/** Who registered with which code: a user at most once (migration 010). */
export interface InvitationRedemptionsTable {
  user_id: number;
  code: string;
  redeemed_at: number;
}

/** An editor's suggested search word (migration 011). */
export interface HotWordsTable {
  word: string;
  sort: number;
}

/** Client addresses that searched a term with results, per China day (migration 011). */
export interface SearchTermsTable {
  day: string;
  term: string;
  count: number;
}

export interface SocialTables {
  hot_words: HotWordsTable;
  search_terms: SearchTermsTable;
  invitations: InvitationsTable;
  invitation_redemptions: InvitationRedemptionsTable;
  login_codes: LoginCodesTable;
  sessions: SessionsTable;
  users: UsersTable;
  comments: CommentsTable;
  likes: LikesTable;
  collections: CollectionsTable;
  follows: FollowsTable;
  bookings: BookingsTable;
  tracker_events: TrackerEventsTable;
  tracker_view_marks: TrackerViewMarksTable;
}
