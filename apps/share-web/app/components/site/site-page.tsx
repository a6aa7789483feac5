import type { ReactNode } from "react";
import { ScreenStyle, type ScreenStylesheet } from "../../platform/inline-stylesheet.tsx";
import type { LaunchTarget } from "../open-app/launch-plan.ts";
import { OpenAppBar } from "../open-app/open-app-bar.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

export type SitePageProps = {
  /** The screen's stylesheet (or those of another screen it shows too, first). */
  stylesheet: ScreenStylesheet | readonly ScreenStylesheet[];
  /** The page's modifier class (`page--list`), which the screen's stylesheet is written against. */
  modifier: string;
  /** Where the open-in-app bar opens the app; none on a screen that has no place in the app. */
  openApp?: LaunchTarget | null;
  /** Without the site's header (a screen that fills the phone: the upright live room, the PC page). */
  header?: boolean;
  /** Without the site's footer. */
  footer?: boolean;
  /** What sits between the header and the page's main content (a preview's banner). */
  banner?: ReactNode;
  /** What docks above the open-in-app bar (the audio player's mini bar). */
  dock?: ReactNode;
  /** The page wrapper's data attributes (`{ status: "live" }` is `data-status="live"`). */
  data?: Record<string, string>;
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
  openApp = null,
  header = true,
  footer = true,
  banner,
  dock,
  data,
  children,
}: SitePageProps) {
  const sheets: readonly ScreenStylesheet[] = Array.isArray(stylesheet) ? stylesheet : [stylesheet];
  const attributes = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  return (
    <>
      {sheets.map((sheet) => (
        <ScreenStyle key={sheet.id} stylesheet={sheet} />
      ))}
      <div className={`page ${modifier}`} {...attributes}>
        {header && <SiteHeader />}
        {banner}
        {children}
        {footer && <SiteFooter />}
        {dock}
        {openApp && <OpenAppBar target={openApp} />}
      </div>
    </>
  );
}
