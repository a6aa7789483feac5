import { createContext, useContext } from "react";

/**
 * The page's JSON-LD blocks as the server writes them (escaped JSON texts), given by the server's
 * render (entry.server.tsx). The server's only: the browser's bundle goes without this module.
 */
export const StructuredDataContext = /* @__PURE__ */ createContext<readonly string[] | null>(null);

/**
 * The page's JSON-LD (docs/decisions/0083), written by the server into the head of the page's
 * HTML, where crawlers and link previews read it. The router's data for the browser does not carry
 * it a second time, and the browser renders nothing here: React 19 hydrates the head past elements
 * it does not render (as it does past those a browser extension adds), so the server's blocks stay
 * as they are. A client-side navigation leaves them in place; the next page's JSON-LD is in that
 * page's own HTML, where crawlers read it.
 */
export function StructuredData() {
  const texts = useContext(StructuredDataContext);
  if (!import.meta.env.SSR || !texts) return null;
  return texts.map((text, i) => (
    <script
      key={i}
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (structured-data.server.ts)
      dangerouslySetInnerHTML={{ __html: text }}
    />
  ));
}
