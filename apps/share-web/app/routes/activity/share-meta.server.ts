import type { FormDetail } from "@davmu/contract/client";
import {
  clampText,
  isoTime,
  jsonLdMeta,
  pickShareImage,
  type ShareMeta,
  type ShareSite,
} from "../../components/share/share-meta.ts";
import { type PreloadImage, pageMeta } from "../../platform/seo.ts";

export type ActivityShareContext = {
  site: ShareSite;
  canonical: string;
  language: string;
  /** Where sign-up stands, as a chat card's title starts with it: 【报名中】, 【已截止】. */
  stateLabel: string;
  preloadImage?: PreloadImage | null;
};

/**
 * An activity's head tags, WeChat card and schema.org Event: when and where it is, who organises
 * it, and its sign-up as an offer that is in stock until it is full or closed.
 */
export function activityShareMeta(activity: FormDetail, ctx: ActivityShareContext): ShareMeta {
  const { site, canonical } = ctx;
  const description = clampText(activity.description.replace(/\s*\n\s*/g, " ") || site.description, 200);
  const picked = pickShareImage(activity.banner, site.shareImage, site.logo ? { url: site.logo } : null);
  const image = picked?.url ?? null;
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: clampText(activity.title, 110),
    description,
    url: canonical,
    startDate: isoTime(activity.start_time),
    endDate: isoTime(activity.end_time),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: activity.place, address: activity.place },
    organizer: { "@type": "Organization", name: activity.organiser.name },
    ...(image ? { image: [image] } : {}),
    ...(activity.capacity !== null ? { maximumAttendeeCapacity: activity.capacity } : {}),
    offers: {
      "@type": "Offer",
      url: canonical,
      price: 0,
      priceCurrency: "CNY",
      availability: activity.state === "open" ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      validThrough: isoTime(activity.deadline),
    },
    inLanguage: ctx.language,
  };
  const title = `${ctx.stateLabel}${activity.title}`;
  const meta = [
    ...pageMeta({
      title,
      siteName: site.siteName,
      description,
      url: canonical,
      image,
      imageAlt: activity.title,
      imageWidth: picked?.width,
      imageHeight: picked?.height,
      locale: ctx.language,
      type: "website",
      preloadImage: ctx.preloadImage,
    }),
    jsonLdMeta(jsonLd),
  ];
  return { meta, wechat: { title, desc: description, link: canonical, imgUrl: image ?? "" }, jsonLd };
}
