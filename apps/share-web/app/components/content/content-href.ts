import {
  CONTENT_ROUTE_SEGMENT,
  type ContentCard,
  isSectionCardType,
  SECTION_CARD_PATH,
} from "@davmu/contract/client";
import { chinaParts } from "@davmu/format";
import { splatSegments } from "../../platform/routing/splat.ts";

/**
 * The site path of an item: /{actor}/{type}/{year}/{month}/{post_id}, dated in China time; a
 * section's card goes to its section's page (/dimim/content/{id}, /fazak/problemShare/{id}, ...).
 */
export function contentHref(item: Pick<ContentCard, "actor" | "type" | "id" | "publish_time">): string {
  if (isSectionCardType(item.type)) return `/${SECTION_CARD_PATH[item.type]}/${item.id}`;
  const { year, month } = chinaParts(item.publish_time * 1000);
  return `/${encodeURIComponent(item.actor)}/${CONTENT_ROUTE_SEGMENT[item.type]}/${year}/${String(month).padStart(2, "0")}/${item.id}`;
}

/** The most segments after `/{actor}/{type}`: year, month, post id and an index page. */
const MAX_POST_SEGMENTS = 4;

/**
 * The post id of a content route, from the path after `/{actor}/{type}/` (the route's splat,
 * spec §2's `{year?}/{month?}/{post_id?}/{index?}`). Year and month are optional, so a short link
 * (/mp/doc/{post_id}) puts the id in the first segment. More than four segments name no post.
 *
 * The screens take the rest of the path as one splat rather than four optional segments: React
 * Router explodes each optional segment into two routes, and matching a page's parent paths against
 * the exploded table was a sixth of the server's time per page (docs/decisions/0062).
 */
export function resolvePostId(params: { "*"?: string }): string | undefined {
  const segments = splatSegments(params, MAX_POST_SEGMENTS);
  if (!segments) return undefined;
  if (/^\d{4}$/.test(segments[0] ?? "") && /^\d{1,2}$/.test(segments[1] ?? "")) return segments[2];
  return segments[0];
}
