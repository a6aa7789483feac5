import { LIVE_STATUS, type LiveDetail } from "@davmu/contract/client";
import type { ShareContext } from "../../components/share/content-share-meta.server.ts";
import {
  clampText,
  isoTime,
  jsonLdMeta,
  pickShareImage,
  type ShareMeta,
} from "../../components/share/share-meta.ts";
import { pageMeta } from "../../platform/seo.ts";

export type LiveShareContext = ShareContext & {
  /** The room's status as a chat card's title starts with it: 【直播中】, 【预告】, ... */
  statusLabel: string;
};

/**
 * A live room's head tags, WeChat card and BroadcastEvent JSON-LD (with `isLiveBroadcast`, the
 * start and end), so a search engine and a chat app both know it is live and when. The chat card's
 * title says the room's status: a card shared as a preview still reads "预告" once the room is live,
 * as the app's own cards do, since the card is drawn when shared.
 */
export function liveShareMeta(live: LiveDetail, ctx: LiveShareContext): ShareMeta {
  const { site, canonical } = ctx;
  const description = clampText(live.content.summary || site.description, 200);
  const picked = pickShareImage(live.content.cover, site.shareImage, site.logo ? { url: site.logo } : null);
  const image = picked?.url ?? null;
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "BroadcastEvent",
    name: clampText(live.title, 110),
    description,
    url: canonical,
    isLiveBroadcast: true,
    ...(live.start_time !== null ? { startDate: isoTime(live.start_time) } : {}),
    ...(live.end_time !== null ? { endDate: isoTime(live.end_time) } : {}),
    eventStatus:
      live.status === LIVE_STATUS.ended
        ? "https://schema.org/EventCompleted"
        : "https://schema.org/EventScheduled",
    ...(image ? { image: [image] } : {}),
    publishedOn: {
      "@type": "BroadcastService",
      name: site.siteName,
      broadcastDisplayName: live.source ?? site.siteName,
    },
    inLanguage: ctx.language,
  };
  const title = `${ctx.statusLabel}${live.title}`;
  const meta = [
    ...pageMeta({
      title,
      siteName: site.siteName,
      description,
      url: canonical,
      image,
      imageAlt: live.title,
      imageWidth: picked?.width,
      imageHeight: picked?.height,
      locale: ctx.language,
      type: "video.other",
      preloadImage: ctx.preloadImage,
    }),
    jsonLdMeta(jsonLd),
  ];
  return {
    meta,
    wechat: { title, desc: description, link: canonical, imgUrl: image ?? "" },
    jsonLd,
  };
}
