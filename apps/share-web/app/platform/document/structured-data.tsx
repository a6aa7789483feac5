import { createContext, useContext } from "react";
import type { HtmlOnlyHead } from "./document-context.ts";

/**
 * What the server writes into the page's head for crawlers alone: Open Graph's structured
 * properties and the JSON-LD blocks (escaped JSON texts), given by the server's render
 * (entry.server.tsx). The server's only: the browser's bundle goes without this module.
 */
export const StructuredDataContext = /* @__PURE__ */ createContext<HtmlOnlyHead | null>(null);

/**
 * The page's JSON-LD (docs/decisions/0083) and Open Graph's structured properties such as
 * `music:song` (0087), written by the server into the head of the page's HTML, where crawlers and
 * link previews read them. The router's data for the browser does not carry them a second time,
 * and the browser renders nothing here: React 19 hydrates the head past elements it does not
 * render (as it does past those a browser extension adds), so the server's tags stay as they are.
 * A client-side navigation leaves them in place; the next page's are in that page's own HTML,
 * where crawlers read them.
 */
export function StructuredData() {
  const head = useContext(StructuredDataContext);
  if (!import.meta.env.SSR || !head) return null;
  return (
    <>
      {head.tags.map(({ property, content }, i) => (
        <meta key={`tag-${i}`} property={property} content={content} />
      ))}
      {head.jsonLd.map((text, i) => (
        <script
          key={`ld-${i}`}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (structured-data.server.ts)
          dangerouslySetInnerHTML={{ __html: text }}
        />
      ))}
    </>
  );
}
