import { type ScreenStylesheet, screenStyleLinks } from "../../platform/inline-stylesheet.tsx";
import { SitePage, type SitePageProps } from "./site-page.tsx";

/** The page frame of one screen, its stylesheet and modifier set. */
export type ScreenPage = (
  props: Omit<SitePageProps, "stylesheet" | "modifier"> & { modifier?: string },
) => React.JSX.Element;

/**
 * A screen's route module in a line (docs/decisions/0105): its stylesheet (`css-{name}`; `text` is
 * the CSS the server inlines, given as `import.meta.env.SSR ? cssText : ""` at the call so that the
 * browser's bundle leaves it out), the links a client-side navigation loads it by, and the page
 * frame (`page page--{name}` unless `modifier` says otherwise) with both set.
 */
export function siteScreen(name: string, text: string, href: string, modifier = `page--${name}`) {
  const stylesheet: ScreenStylesheet = { id: `css-${name}`, text, href };
  const Page: ScreenPage = (props) => <SitePage stylesheet={stylesheet} modifier={modifier} {...props} />;
  return { stylesheet, links: screenStyleLinks(stylesheet), Page };
}
