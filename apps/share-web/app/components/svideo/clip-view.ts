import type { ContentCard, ContentDetail, Image, MpBrief, VideoMedia } from "@davmu/contract/client";
import { toPlayerMedia } from "../player/player-media.ts";
import type { PlayerMedia } from "../player/player-types.ts";
import { clampText } from "../share/share-meta.ts";

/** What the short-video feed shows and plays of one clip: the rest of the service's item stays out. */
export type ClipView = {
  id: string;
  type: ContentCard["type"];
  actor: string;
  title: string;
  /** For the WeChat card of the clip in view; clamped, as the card shows no more. */
  summary: string;
  source: string;
  mp: MpBrief | null;
  publish_time: number;
  like_count: number;
  comment_count: number;
  share_count: number;
  /** The first picture: the media's poster, else the item's cover. */
  poster: Image | null;
  /** Null when the clip's files are not recorded: the feed shows its error state. */
  media: PlayerMedia | null;
};

type ClipSource = Pick<
  ContentCard,
  | "id"
  | "type"
  | "actor"
  | "title"
  | "summary"
  | "source"
  | "mp"
  | "publish_time"
  | "like_count"
  | "comment_count"
  | "cover"
> & { share_count?: number; media?: ContentDetail["media"] | VideoMedia | null };

/**
 * A clip from a detail (the shared clip) or from a card of the short-video list, which carries its
 * media (docs/decisions/0045). Loader data is serialised into the HTML: only what is shown goes in.
 */
export function toClipView(item: ClipSource): ClipView {
  const media = item.media?.kind === "video" ? item.media : null;
  return {
    id: item.id,
    type: item.type,
    actor: item.actor,
    title: item.title,
    summary: clampText(item.summary),
    source: item.source,
    mp: item.mp,
    publish_time: item.publish_time,
    like_count: item.like_count,
    comment_count: item.comment_count,
    share_count: item.share_count ?? 0,
    poster: media?.poster ?? item.cover,
    media: media && toPlayerMedia(media),
  };
}

/** One page of the feed beyond the shared clip. */
export type ClipPage = { clips: ClipView[]; pageindex: number; hasMore: boolean };
