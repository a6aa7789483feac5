import { CONTENT_ROUTE_SEGMENT, type ContentCard } from "@davmu/contract/client";
import { chinaParts } from "@davmu/format";

/** The site path of an item: /{actor}/{type}/{year}/{month}/{post_id}, dated in China time. */
export function contentHref(item: Pick<ContentCard, "actor" | "type" | "id" | "publish_time">): string {
  const { year, month } = chinaParts(item.publish_time * 1000);
  return `/${encodeURIComponent(item.actor)}/${CONTENT_ROUTE_SEGMENT[item.type]}/${year}/${String(month).padStart(2, "0")}/${item.id}`;
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
