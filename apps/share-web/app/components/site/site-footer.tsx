import { Suspense, useMemo } from "react";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import css from "./site-footer.css?url";

/** The footer's lines: below every page's first screen, hydrated once the page is idle. */
const SiteFooterLines = lazyPart(
  () => import("./site-footer-lines.tsx").then((m) => m.SiteFooterLines),
  "footer",
  "after-load",
);

/**
 * The foot of every page: the site's copyright and its ICP filing number (site-footer-lines.tsx).
 * Both come from site config, in Chinese (marked so on an English page); a site that sets neither
 * shows no footer. Its styles are a file linked just before it, not inlined in the head: it is
 * below every first screen (docs/decisions/0061).
 */
export function SiteFooter() {
  const site = useRootData()?.site;
  const { contentLang } = useI18n();
  const copyright = site?.copyright;
  const icp = site?.icp;
  // The same element while its text is the same: a re-render of the page before the lines' code has
  // come (the router settling after hydration) would otherwise reach the boundary still showing the
  // server's footer, and React would drop that for the fallback until the code came, so the page's
  // end jumped up and back (a tap near it landed elsewhere).
  return useMemo(() => {
    if (!copyright && !icp) return null;
    return (
      <>
        <link rel="stylesheet" href={css} />
        <Suspense fallback={null}>
          <SiteFooterLines copyright={copyright ?? null} icp={icp ?? null} lang={contentLang} />
        </Suspense>
      </>
    );
  }, [copyright, icp, contentLang]);
}
