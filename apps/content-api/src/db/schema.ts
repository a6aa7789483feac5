import type { ContentType, SectionCardType } from "@davmu/contract";
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { CommunityTables } from "./schema-community.ts";
import type { EditorialTables } from "./schema-editorial.ts";
import type { FormTables } from "./schema-forms.ts";
import type { LawCatalogueTables } from "./schema-law.ts";
import type { CityWeatherTable, PlacesTable } from "./schema-places.ts";
import type { SharedStateTables } from "./schema-shared.ts";
import type { SocialTables } from "./schema-social.ts";

/**
 * Row types of the database (see migrations/ for the DDL). Times are seconds since the epoch;
 * media columns hold root-relative `/media/...` paths or absolute URLs; booleans are 0/1.
 */
export type ContentStatus = "published" | "draft";

export interface ChannelsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  sort: number;
  /** The section this channel lists (migration 023); null for a channel of content items. */
  section: ColumnType<SectionCardType | null, SectionCardType | null | undefined, SectionCardType | null>;
}

export interface MediaAccountsTable {
  id: Generated<number>;
  name: string;
  avatar: string;
  description: string;
  follower_count: Generated<number>;
}

/** App settings per appid: app_info and h5_config are both built from this row. */
export interface AppsTable {
  appid: number;
  app_name: string;
  primary_color: string;
  logo: string;
  slogan: string;
  site_name: string;
  descriptions: string;
  keywords: string;
  site_logo: string;
  copyright: Generated<string>;
  icp: Generated<string>;
  /** The share card's picture (`/media/...` or absolute), used only with both of its dimensions. */
  share_image: string | null;
  share_image_width: number | null;
  share_image_height: number | null;
}

export interface ContentsTable {
  id: Generated<number>;
  /** The CMS's own key; unique, so writers (the seed included) can skip what is already there. */
  source_key: string | null;
  type: ContentType;
  status: ContentStatus;
  title: string;
  summary: string;
  body_html: string;
  /** The body's words without markup, as search reads them (content/body-text.ts). */
  body_text: Generated<string>;
  cover_url: string | null;
  cover_width: number | null;
  cover_height: number | null;
  channel_id: number | null;
  mp_id: number | null;
  author: string | null;
  /** JSON array of strings. */
  keywords: string;
  publish_time: number;
  update_time: number;
  view_count: Generated<number>;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  collect_count: Generated<number>;
  share_count: Generated<number>;
  duration: number | null;
  /** Where the item was made or is about (migration 022); null for most items. */
  place_id: number | null;
}

export interface TopicsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  sort: Generated<number>;
  created_at: Generated<number>;
}

export interface TopicItemsTable {
  topic_id: number;
  content_id: number;
}

export interface ContentImagesTable {
  id: Generated<number>;
  content_id: number;
  sort: number;
  url: string;
  width: number;
  height: number;
  alt: string | null;
  caption: string | null;
  /** A figure of the body, or one picture of a gallery (migration 006). */
  role: Generated<ContentImageRole>;
}

export type ContentImageRole = "body" | "gallery";

/**
 * Which file of an item a media row is: the whole medium in one file (MP4, M4A), the HLS master
 * playlist, one HLS rendition (its playlist), or a video's poster (migration 006); a video's caption
 * track or its seek preview's index, both WebVTT (migration 026).
 */
export type MediaFileRole = "file" | "hls" | "rendition" | "poster" | "captions" | "thumbnails";

export interface MediaFilesTable {
  id: Generated<number>;
  content_id: number;
  kind: "audio" | "video";
  role: Generated<MediaFileRole>;
  sort: number;
  url: string;
  mime: string;
  /** Seconds. */
  duration: number | null;
  width: number | null;
  height: number | null;
  /** Known once the file exists: generated media are recorded when made. */
  size_bytes: number | null;
  /** A rendition's peak bit rate (bits per second), known once it is made. */
  bandwidth: number | null;
  /** A caption track's language, BCP 47 (zh-CN, en); null for other files (migration 026). */
  lang: Generated<string | null>;
  /** A caption track's name in its own language (中文, English); null for other files. */
  label: Generated<string | null>;
}

export interface AlbumItemsTable {
  album_id: number;
  item_id: number;
  sort: number;
}

export type DanmuMode = "scroll" | "top" | "bottom";

/** A bullet comment: shown over the video `offset_ms` into it (migration 006). */
export interface DanmuTable {
  id: Generated<number>;
  content_id: number;
  offset_ms: number;
  /** Plain text, shown as text: never HTML. */
  text: string;
  /** `#rrggbb`. */
  colour: string;
  mode: DanmuMode;
  /** The verified token's subject of whoever sent it; null for the seed's. */
  sender: string | null;
  created_at: Generated<number>;
  /** 1 while held for review by the word filter: listed for nobody (migration 009). */
  held: Generated<number>;
}

export interface SpecialItemsTable {
  special_id: number;
  item_id: number;
  section: string | null;
  sort: number;
}

/** Spec §3 live detail; title, counts, type and ids come from the contents row. */
export interface LiveDetailsTable {
  content_id: number;
  live_status: number;
  start_time: number | null;
  end_time: number | null;
  countdown_label: string | null;
  countdown_style: string | null;
  countdown_switch: number;
  notice_label: string | null;
  notice_switch: number;
  notice_video: string | null;
  reservation_label: string | null;
  disclaimer: string | null;
  disclaimer_enable: number;
  live_background: string | null;
  play_background: string | null;
  online_count: number;
  live_count: number;
  group_id: string | null;
  source: string | null;
  track_id: string | null;
  layout: Generated<"image" | "landscape" | "portrait">;
  stream_key: string | null;
  stream_source: string | null;
  like_count: Generated<number>;
}

export interface LiveMessagesTable {
  id: Generated<number>;
  content_id: number;
  user_id: number;
  text: string;
  held: number;
  created_at: number;
}

export interface LiveLikesTable {
  content_id: number;
  msg_id: string;
  count: number;
  created_at: Generated<number>;
}

/** A process's open push streams in a room (migration 024, docs/decisions/0077). */
export interface LivePresenceTable {
  process_id: string;
  content_id: number;
  viewers: number;
  seen_at: number;
}

export interface LivePostsTable {
  id: Generated<number>;
  content_id: number;
  published_at: number;
  text: string;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
}

export interface LiveColumnsTable {
  id: Generated<number>;
  content_id: number;
  sort: number;
  name: string;
  type: string;
  enable_chat: number;
  group_id: string | null;
  link_url: string | null;
}

export interface LivePlaylistsTable {
  id: Generated<number>;
  content_id: number;
  sort: number;
  name: string;
  cover: string | null;
  play_url: string;
  type: string;
}

export interface MiniProgramsTable {
  content_id: number;
  appid: string;
  path: string;
  username: string | null;
  /** The mini program's icon (migration 021). */
  icon_url?: string | null;
  icon_width?: number | null;
  icon_height?: number | null;
}

export interface Database
  extends SocialTables,
    SharedStateTables,
    CommunityTables,
    LawCatalogueTables,
    EditorialTables,
    FormTables {
  channels: ChannelsTable;
  media_accounts: MediaAccountsTable;
  apps: AppsTable;
  contents: ContentsTable;
  places: PlacesTable;
  city_weather: CityWeatherTable;
  topics: TopicsTable;
  topic_items: TopicItemsTable;
  content_images: ContentImagesTable;
  media_files: MediaFilesTable;
  album_items: AlbumItemsTable;
  danmu: DanmuTable;
  special_items: SpecialItemsTable;
  live_details: LiveDetailsTable;
  live_columns: LiveColumnsTable;
  live_presence: LivePresenceTable;
  live_playlists: LivePlaylistsTable;
  live_posts: LivePostsTable;
  live_messages: LiveMessagesTable;
  live_likes: LiveLikesTable;
  mini_programs: MiniProgramsTable;
}

export type ContentRow = Selectable<ContentsTable>;
export type NewContent = Insertable<ContentsTable>;
export type NewContentImage = Insertable<ContentImagesTable>;
