import { Link } from "react-router";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import cssText from "./bar.css?inline";
import cssHref from "./bar.css?url";
import { ChannelGlyph } from "./channel-glyph.tsx";
import { type BarSection, loadBar } from "./loader.server.ts";

const screen = siteScreen("bar", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadBar(args);
}

/**
 * The channel bar (spec §2 `/bar`, docs/decisions/0072): every channel as a tile that opens the
 * home feed on it, then the app's other sections the service can name.
 */
export default function Bar({ loaderData }: Route.ComponentProps) {
  const { groups, sections } = loaderData;
  const { t, path, contentLang } = useI18n();
  return (
    <screen.Page bar={<OpenAppBar target={{ path: "channels" }} />}>
      <main className="bar">
        <header className="bar-head">
          <h1 className="bar-head__title">{t("bar.title")}</h1>
          <p className="bar-head__lead">{t("bar.lead")}</p>
        </header>
        <nav className="bar-channels" aria-labelledby="bar-channels">
          <h2 id="bar-channels" className="bar-section-title">
            {t("bar.channels")}
          </h2>
          <ul className="bar-grid">
            <li>
              <Link className="bar-tile bar-tile--all" to={path("/")}>
                <ChannelGlyph slug="all" name={t("bar.all")} />
                <span className="bar-tile__name">{t("bar.all")}</span>
              </Link>
            </li>
            {groups.map((g, i) => (
              <li key={g.id}>
                <Link className={`bar-tile bar-tile--${i % 6}`} to={path(`/?gid=${g.id}`)}>
                  <ChannelGlyph slug={g.slug} name={g.name} />
                  <span className="bar-tile__name" lang={contentLang}>
                    {g.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {sections.length > 0 && (
          <nav className="bar-more" aria-labelledby="bar-sections">
            <h2 id="bar-sections" className="bar-section-title">
              {t("bar.sections")}
            </h2>
            <ul className="bar-list">
              {sections.map((s) => (
                <li key={s.kind}>
                  <Link className={`bar-entry bar-entry--${s.kind}`} to={path(s.href)}>
                    <ChannelGlyph slug={s.kind} name={t(`bar.${s.kind}`)} />
                    <span className="bar-entry__text">
                      <span className="bar-entry__name">{t(`bar.${s.kind}`)}</span>
                      <SectionHint section={s} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </main>
    </screen.Page>
  );
}

function SectionHint({ section }: { section: BarSection }) {
  const { t, contentLang } = useI18n();
  if (section.kind === "topics")
    return <span className="bar-entry__hint">{t("bar.topicsHint", { n: section.count })}</span>;
  if (section.kind === "search") return <span className="bar-entry__hint">{t("bar.searchHint")}</span>;
  return (
    <span className="bar-entry__hint" lang={contentLang}>
      {t(section.kind === "svideo" ? "bar.svideoHint" : section.onAir ? "bar.liveNow" : "bar.liveSoon", {
        title: section.title,
      })}
    </span>
  );
}
