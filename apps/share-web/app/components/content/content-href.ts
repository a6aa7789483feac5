import type { ContentCard, ContentType } from "@davmu/contract";

/** The route segment of each content type (spec §2); a live broadcast is `local_live`. */
const SEGMENT: Record<ContentType, string> = {
  doc: "doc",
  gallery: "gallery",
  audio: "audio",
  audio_album: "audio_album",
  video: "video",
  video_album: "video_album",
  svideo: "svideo",
  special: "special",
  live: "local_live",
  mini_program: "mini_program",
};

const CHINA_OFFSET_MS = 8 * 3600_000;

/** The site path of an item: /{actor}/{type}/{year}/{month}/{post_id}, dated in China time. */
export function contentHref(item: Pick<ContentCard, "actor" | "type" | "id" | "publish_time">): string {
  const date = new Date(item.publish_time * 1000 + CHINA_OFFSET_MS);
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  return `/${encodeURIComponent(item.actor)}/${SEGMENT[item.type]}/${date.getUTCFullYear()}/${month}/${item.id}`;
}

type PostParams = { year?: string; month?: string; post_id?: string; index?: string };

/**
 * The post id of a content route. Year and month are optional, so a short link
 * (/mp/doc/{post_id}) puts the id in the first optional segment.
 */
export function resolvePostId(params: PostParams): string | undefined {
  const segments = [params.year, params.month, params.post_id, params.index].filter((s): s is string => !!s);
  if (/^\d{4}$/.test(segments[0] ?? "") && /^\d{1,2}$/.test(segments[1] ?? "")) return segments[2];
  return segments[0];
}
