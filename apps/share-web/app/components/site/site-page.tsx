import type { ReactNode } from "react";
import { ScreenStyle, type ScreenStylesheet } from "../../platform/inline-stylesheet.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

export type SitePageProps = {
  /** The screen's stylesheet. */
  stylesheet: ScreenStylesheet;
  /** The page's modifier class (`page--list`), which the screen's stylesheet is written against. */
  modifier: string;
  /**
   * The open-in-app bar (`<OpenAppBar target={…} />`), none on a screen with no place in the app.
   * Passed in rather than made here, so that its code stays out of the pages that show none.
   */
  bar?: ReactNode;
  /** Without the site's header (a screen that fills the phone: the upright live room, the PC page). */
  header?: boolean;
  /** Without the site's footer. */
  footer?: boolean;
  /** What sits between the header and the page's main content (a preview's banner). */
  banner?: ReactNode;
  /** What docks above the open-in-app bar (the audio player's mini bar). */
  dock?: ReactNode;
  /** The page's state for its stylesheet (`data-status`: the live room's). */
  status?: string;
  /** The screen's own part: its `<main>`. */
  children: ReactNode;
};

/**
 * The site's chrome around every screen, written once (docs/decisions/0105): the screen's
 * stylesheet, the page wrapper, the header, the footer and the open-in-app bar. A screen passes its
 * `<main>` as children and says only what differs (no header, no bar, the bar's target).
 */
export function SitePage({
  stylesheet,
  modifier,
  bar,
  header = true,
  footer = true,
  banner,
  dock,
  status,
  children,
}: SitePageProps) {
  return (
    <>
      <ScreenStyle stylesheet={stylesheet} />
      <div className={`page ${modifier}`} data-status={status}>
        {header && <SiteHeader />}
        {banner}
        {children}
        {footer && <SiteFooter />}
        {dock}
        {bar}
      </div>
    </>
  );
}
