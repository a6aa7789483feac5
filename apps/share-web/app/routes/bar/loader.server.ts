import { type ContentCard, type Group, LIVE_STATUS } from "@davmu/contract";
import { contentHref } from "../../components/content/content-href.ts";
import { topicHref } from "../../components/content/editorial-href.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { jsonLdMeta } from "../../components/share/share-meta.ts";
import { siteShareMeta } from "../../components/share/site-share-meta.server.ts";
import { getContentPage, getGroups, getTopicList } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";

/**
 * A section the bar links to (docs/decisions/0072): shown only where the service names something
 * to open, so no section links to an id the bar made up.
 */
export type BarSection =
  | { kind: "topics"; href: string; count: number }
  | { kind: "live"; href: string; title: string; onAir: boolean }
  | { kind: "svideo"; href: string; title: string }
  | { kind: "search"; href: string };

const newest = (list: ContentCard[]) => list[0] ?? null;

/** Live rooms the bar looks through for one on the air or to come. */
const ROOMS_LOOKED_AT = 10;

/**
 * The room the bar names: the newest on the air, else the next to come, by where each room's card
 * says it stands (its clock, as its page's); an ended room or one under review is nobody's "live".
 */
function roomToShow(list: ContentCard[]) {
  const onAir = list.find((card) => card.live?.status === LIVE_STATUS.live);
  if (onAir) return { card: onAir, onAir: true };
  // To come: the one that starts soonest, whenever it was published.
  const start = (card: ContentCard) => card.live?.start_time ?? Number.POSITIVE_INFINITY;
  const [next] = list
    .filter((card) => card.live?.status === LIVE_STATUS.notStarted)
    .sort((a, b) => start(a) - start(b));
  return next ? { card: next, onAir: false } : null;
}

/** Every section the service can name now; a section whose call fails is left out. */
async function listSections(): Promise<BarSection[]> {
  const soft = <T>(p: Promise<T>) => p.catch(() => null);
  const [topics, live, svideo] = await Promise.all([
    soft(getTopicList()),
    soft(getContentPage({ type: "live", pagesize: ROOMS_LOOKED_AT })),
    soft(getContentPage({ type: "svideo", pagesize: 1 })),
  ]);
  const sections: BarSection[] = [];
  if (topics && topics.list.length > 0)
    sections.push({ kind: "topics", href: topicHref(), count: topics.list.length });
  const room = live && roomToShow(live.list);
  if (room)
    sections.push({ kind: "live", href: contentHref(room.card), title: room.card.title, onAir: room.onAir });
  const clip = svideo && newest(svideo.list);
  if (clip) sections.push({ kind: "svideo", href: contentHref(clip), title: clip.title });
  sections.push({ kind: "search", href: "/search" });
  return sections;
}

/** The channel bar (spec §2 `/bar`): every channel of the service and the app's other sections. */
export async function loadBar({ request }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const t = translator(locale);
  const host = getServerConfig().DAVMU_WAP_HOST;
  const [groups, sections, site] = await Promise.all([
    getGroups().then((g): Group[] => g.list, toRouteError),
    listSections(),
    pageShareSite(pathname),
  ]);
  const canonical = absoluteUrl(host, localePath(locale, "/bar"));
  const title = t("bar.title");
  const description = t("bar.description");
  return {
    groups,
    sections,
    meta: [
      ...siteShareMeta(site, { title, description, url: canonical, language: locale.iso }),
      jsonLdMeta({
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: title,
        description,
        url: canonical,
        inLanguage: locale.iso,
        hasPart: groups.map((g) => ({
          "@type": "CollectionPage",
          name: g.name,
          url: absoluteUrl(host, localePath(locale, `/?gid=${g.id}`)),
        })),
      }),
    ],
    wechat: { title, desc: description, link: canonical, imgUrl: site.shareImage?.url ?? site.logo ?? "" },
  };
}
