import { Suspense } from "react";
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
  if (!site?.copyright && !site?.icp) return null;
  return (
    <>
      <link rel="stylesheet" href={css} />
      <Suspense fallback={null}>
        <SiteFooterLines copyright={site.copyright} icp={site.icp} lang={contentLang} />
      </Suspense>
    </>
  );
}
