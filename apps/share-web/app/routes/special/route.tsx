import { Suspense } from "react";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import { loadSpecial } from "./loader.server.ts";
import cssText from "./special.css?inline";
import cssHref from "./special.css?url";
import { SpecialBanner } from "./special-banner.tsx";

/**
 * The sections' navigator and the sections: their links work as plain links from the server's
 * HTML; their code (the cards, the navigator's following of the scroll) comes once the page is
 * idle, so the first load carries only the banner's.
 */
const SpecialNav = lazyPart(
  () => import("./special-nav.tsx").then((m) => m.SpecialNav),
  "special-nav",
  "after-load",
);
const SpecialSections = lazyPart(
  () => import("./special-sections.tsx").then((m) => m.SpecialSections),
  "special-sections",
  "after-load",
);

const screen = siteScreen("special", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadSpecial(args);
}

/**
 * A special topic (spec §2, docs/decisions/0068): a banner with its title and introduction, a
 * navigator of its sections that stays at the top while the page scrolls (when there are several),
 * and the sections, each a titled group of cards of any type.
 */
export default function SpecialPage({ loaderData }: Route.ComponentProps) {
  const { special, sections } = loaderData;
  return (
    <screen.Page
      bar={<OpenAppBar target={{ path: "content", params: { type: "special", id: special.id } }} />}
    >
      <main>
        <SpecialBanner
          special={special}
          introductionHtml={loaderData.introductionHtml}
          updateTime={loaderData.updateTime}
          count={sections.reduce((n, s) => n + s.list.length, 0)}
        />
        <Suspense fallback={null}>
          {sections.length > 1 && <SpecialNav sections={sections} />}
          <SpecialSections sections={sections} />
        </Suspense>
      </main>
    </screen.Page>
  );
}
