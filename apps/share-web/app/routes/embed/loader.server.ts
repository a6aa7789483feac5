import type { ContentDetail } from "@davmu/contract/client";
import { contentHref } from "../../components/content/content-href.ts";
import { toPlayerMedia } from "../../components/player/player-media.ts";
import { fetchOembedItem } from "../../components/reach/oembed.server.ts";
import { EMBED_TYPES } from "../../components/reach/reach-paths.ts";
import { itemFacts, itemPictures } from "../../components/share/item-facts.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { siteShareMeta } from "../../components/share/site-share-meta.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";

/**
 * What plays in an embed, with the id of the item it is (what its plays are counted for): the
 * item's own media, or an album's first episode or track.
 */
function playable(item: ContentDetail) {
  if (item.media?.kind === "video" || item.media?.kind === "audio") return { id: item.id, media: item.media };
  const first =
    "items" in item
      ? (item as { items: { id: string; media: ContentDetail["media"] | null }[] }).items[0]
      : undefined;
  return first?.media?.kind === "video" || first?.media?.kind === "audio"
    ? { id: first.id, media: first.media }
    : null;
}

/**
 * The embeddable player of a video, short video, audio or album (docs/decisions/0120): the player,
 * the title and a link to the full page, kept out of search engines (the full page is the one to
 * index). An unknown type, an id that does not decode or names no published item is a 404.
 */
export async function loadEmbed({ params, request }: Route.LoaderArgs) {
  const type = params.type;
  if (!EMBED_TYPES.has(type) || ids().decode(params.id) === null) throw routeError(404);
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const item = await fetchOembedItem({
    type: type as ContentDetail["type"],
    id: params.id,
    mp: false,
    localePrefix: locale.prefix,
  }).catch(toRouteError);
  if (item.type !== type) throw routeError(404);
  const site = await pageShareSite(pathname);
  const facts = itemFacts(item, site, itemPictures(item));
  const played = playable(item);
  const media = played?.media;
  const origin = getServerConfig().DAVMU_WAP_HOST;
  return {
    item: { id: item.id, type: item.type, title: facts.title, source: item.mp?.name ?? item.source },
    count: "item_count" in item ? (item.item_count ?? null) : null,
    picture: facts.image,
    video: media?.kind === "video" ? toPlayerMedia(media) : null,
    poster: media?.kind === "video" ? media.poster : null,
    /** The item that plays (an album's first episode or track): its plays are counted for it. */
    played: played?.id ?? item.id,
    audio: media?.kind === "audio" ? { url: media.url, mime: media.mime } : null,
    full: absoluteUrl(origin, localePath(locale, contentHref(item))),
    siteName: site.siteName,
    meta: siteShareMeta(site, { title: facts.title, language: locale.iso, noindex: true }),
  };
}
