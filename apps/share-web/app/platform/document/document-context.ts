/** What a page's inline scripts are allowed by: a fresh nonce, or the hashes of the scripts. */
export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] };

/**
 * What the production server tells the rendering of a page (React Router's load context). The
 * development server passes none of it, and its pages carry no content security policy.
 */
export type DocumentContext = {
  /** The page's content security policy for the inline scripts it carries. */
  contentSecurityPolicy?: (scripts: ScriptAllowance) => string;
  /**
   * Whether the request asks for a page's HTML; false for the data a client-side navigation asks
   * for (an address ending in `.data`).
   */
  documentRequest?: boolean;
  /**
   * The JSON-LD blocks of the page, set aside by its loaders for its HTML only
   * (structured-data.server.ts, docs/decisions/0083).
   */
  structuredData?: string[];
  /**
   * Open Graph's structured properties of the page (`music:song`, `article:tag`, …), set aside by
   * its loaders for its HTML only (structured-data.server.ts, docs/decisions/0087).
   */
  scraperTags?: ScraperTag[];
};

/** A head tag that only crawlers and link previews read (structured-data.server.ts). */
export type ScraperTag = { property: string; content: string };

/** What the server writes into a page's head for crawlers alone: their tags, then the JSON-LD. */
export type HtmlOnlyHead = { tags: readonly ScraperTag[]; jsonLd: readonly string[] };

declare module "react-router" {
  interface AppLoadContext extends DocumentContext {}
}
