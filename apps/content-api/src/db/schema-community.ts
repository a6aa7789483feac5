import type { Generated } from "kysely";

/** Community circles, their posts, topics and comments (migration 017, docs/decisions/0065). */
export interface CirclesTable {
  id: Generated<number>;
  /** The seed's own key; unique, so the seed skips what is already there. */
  source_key: string | null;
  name: string;
  description: Generated<string>;
  avatar_url: string | null;
  avatar_width: number | null;
  avatar_height: number | null;
  cover_url: string | null;
  cover_width: number | null;
  cover_height: number | null;
  owner_id: number;
  member_count: Generated<number>;
  /** `hidden`: taken down, with its posts. */
  status: Generated<"visible" | "hidden">;
  created_at: Generated<number>;
}

export interface CircleTopicsTable {
  id: Generated<number>;
  /** Without the `#` marks. */
  name: string;
  description: Generated<string>;
  created_at: Generated<number>;
}

export interface CirclePostsTable {
  id: Generated<number>;
  source_key: string | null;
  circle_id: number;
  author_id: number;
  /** Plain text, shown as text: never HTML. `#name#` names a topic. */
  text: string;
  /** Only `published` shows; `hidden` is taken down by an editor. */
  status: Generated<"published" | "draft" | "hidden">;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  view_count: Generated<number>;
  publish_time: number;
}

export interface CirclePostImagesTable {
  id: Generated<number>;
  post_id: number;
  sort: number;
  /** `/media/...` or absolute. */
  url: string;
  width: number;
  height: number;
}

export interface CirclePostTopicsTable {
  post_id: number;
  topic_id: number;
}

export interface CircleCommentsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  /** Plain text, shown as text. */
  body: string;
  status: Generated<"visible" | "hidden">;
  like_count: Generated<number>;
  created_at: Generated<number>;
}

export interface CommunityTables {
  circles: CirclesTable;
  circle_topics: CircleTopicsTable;
  circle_posts: CirclePostsTable;
  circle_post_images: CirclePostImagesTable;
  circle_post_topics: CirclePostTopicsTable;
  circle_comments: CircleCommentsTable;
}
