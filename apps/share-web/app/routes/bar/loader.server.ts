import type { ContentCard, Group } from "@davmu/contract";
import { contentHref } from "../../components/content/content-href.ts";
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
  | { kind: "live" | "svideo"; href: string; title: string }
  | { kind: "search"; href: string };

const newest = (list: ContentCard[]) => list[0] ?? null;

/** Every section the service can name now; a section whose call fails is left out. */
async function listSections(): Promise<BarSection[]> {
  const soft = <T>(p: Promise<T>) => p.catch(() => null);
  const [topics, live, svideo] = await Promise.all([
    soft(getTopicList()),
    soft(getContentPage({ type: "live", pagesize: 1 })),
    soft(getContentPage({ type: "svideo", pagesize: 1 })),
  ]);
  const sections: BarSection[] = [];
  if (topics && topics.list.length > 0)
    sections.push({ kind: "topics", href: "/news/topic", count: topics.list.length });
  const room = live && newest(live.list);
  if (room) sections.push({ kind: "live", href: contentHref(room), title: room.title });
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
