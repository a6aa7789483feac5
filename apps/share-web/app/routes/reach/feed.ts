import { atomFeed, podcastFeed } from "../../components/reach/feed.server.ts";
import { feedPath } from "../../components/reach/reach-paths.ts";
import { publicResource, refusal } from "../../components/reach/reach-response.server.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { getAudioAlbum, getContentPage, getGroups, getMpInfo } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { HttpError } from "../../platform/http/http-error.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/feed";

/** Items an Atom feed holds: the newest. */
const FEED_SIZE = 50;

/**
 * A feed (docs/decisions/0120): `/feed/audio_album/<id>.xml` an album's podcast,
 * `/feed/channel/<id>.xml` and `/feed/mp/<id>.xml` Atom feeds of a channel's and a media account's
 * newest items. An unknown kind, an id that does not decode or names nothing published is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = /^([A-Za-z0-9]{8,32})\.xml$/.exec(params.file)?.[1];
  const kind = params.kind;
  if (!id || ids().decode(id) === null || !["audio_album", "channel", "mp"].includes(kind)) {
    return refusal(404, `no such feed: ${kind}/${params.file}`);
  }
  const origin = getServerConfig().DAVMU_WAP_HOST;
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const site = await pageShareSite(pathname);
  const feedUrl = absoluteUrl(origin, localePath(locale, feedPath(kind as "mp", id)));
  try {
    if (kind === "audio_album") {
      const album = await getAudioAlbum(id);
      const body = podcastFeed(album, feedUrl, site, locale, origin);
      const lastmod = Math.max(album.update_time, album.publish_time);
      return publicResource(request, body, { type: "application/rss+xml; charset=utf-8", lastmod });
    }
    const atom = "application/atom+xml; charset=utf-8";
    if (kind === "mp") {
      const info = await getMpInfo(id, { pagesize: FEED_SIZE });
      const page = absoluteUrl(origin, localePath(locale, `/mp/user/${id}`));
      const body = atomFeed(
        { title: info.mp.name, subtitle: info.mp.description, page, feedUrl, cards: info.list },
        site,
        locale,
        origin,
      );
      return publicResource(request, body, { type: atom, lastmod: info.list[0]?.publish_time ?? null });
    }
    const channel = (await getGroups()).list.find((g) => g.id === id && !g.section);
    if (!channel) return refusal(404, `no such channel: ${id}`);
    const { list } = await getContentPage({ gid: id, pagesize: FEED_SIZE });
    const page = absoluteUrl(origin, `${localePath(locale, "/")}?gid=${id}`);
    const body = atomFeed(
      { title: `${channel.name} - ${site.siteName}`, subtitle: site.description, page, feedUrl, cards: list },
      site,
      locale,
      origin,
    );
    return publicResource(request, body, { type: atom, lastmod: list[0]?.publish_time ?? null });
  } catch (error) {
    if (error instanceof HttpError && error.isNotFound)
      return refusal(404, `no such feed: ${kind}/${params.file}`);
    throw error;
  }
}
