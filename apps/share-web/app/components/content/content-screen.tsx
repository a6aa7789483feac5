import { type ScreenStylesheet, screenStyleLinks } from "../../platform/inline-stylesheet.tsx";
import { AFTER_CONTENT_CSS } from "./after-content.tsx";
import { ContentPage, type ContentPageProps } from "./content-page.tsx";

/**
 * A content screen's route module in a line (docs/decisions/0100, 0105): as `siteScreen`, with the
 * after-content stylesheet (comments, related items) loaded after the screen's own, and the page
 * frame `ContentPage` (`page page--{name}` unless `modifier` says otherwise).
 */
export function contentScreen(name: string, text: string, href: string, modifier = `page--${name}`) {
  const stylesheet: ScreenStylesheet = { id: `css-${name}`, text, href, after: AFTER_CONTENT_CSS };
  const Page = (props: Omit<ContentPageProps, "stylesheet" | "modifier">) => (
    <ContentPage stylesheet={stylesheet} modifier={modifier} {...props} />
  );
  return { stylesheet, links: screenStyleLinks(stylesheet), Page };
}
