import { IMAGE_URL_SCHEMES } from "@davmu/contract";
import type { NextFunction, Request, Response } from "express";
import type { ScriptAllowance } from "../app/platform/document/document-context.ts";
import { HEAD_SCRIPT_CSP_SOURCE } from "../app/platform/document/head-script-hash.server.ts";

type PolicyOptions = {
  /**
   * Lets the page evaluate strings as code. Only for a site started with the debug console
   * (DAVMU_SHOW_VCONSOLE), whose command line runs what the developer types: never in production.
   */
  allowEval?: boolean;
  /**
   * Lets pages load the AMap JS API and what it fetches (docs/decisions/0073): only for a site
   * configured with an AMap key and security code, so a site without maps allows no map host.
   */
  amap?: boolean;
  /**
   * Lets any site frame the page: the embeddable players alone (docs/decisions/0120); every other
   * page may be framed by the site itself only.
   */
  embeddable?: boolean;
};

/** Where the AMap JS API 2.0 loads its code, styles, data and tiles from. */
export const AMAP_SOURCES = {
  script: "https://webapi.amap.com https://*.amap.com",
  connect: "https://*.amap.com https://*.autonavi.com",
} as const;

/**
 * Pictures may come from wherever content may name them: the schemes the content service's
 * sanitiser and the contract allow for images (any host), besides the site's own and inline ones.
 */
export const IMG_SRC = ["'self'", "data:", "blob:", ...IMAGE_URL_SCHEMES.map((scheme) => `${scheme}:`)].join(
  " ",
);

/**
 * Which scripts may run. A nonce trusts what the page's own scripts load ('strict-dynamic'); a page
 * allowed by hashes (one a cache may keep, docs/decisions/0028) loads the site's own files only.
 */
function scriptSources(scripts: ScriptAllowance): string {
  if ("nonce" in scripts) return `'self' 'nonce-${scripts.nonce}' ${HEAD_SCRIPT_CSP_SOURCE} 'strict-dynamic'`;
  return ["'self'", ...new Set([HEAD_SCRIPT_CSP_SOURCE, ...scripts.hashes])].join(" ");
}

/**
 * A content security policy that allows only what the pages need: the site's own scripts, the
 * inline ones by nonce or hash, pictures from where content may hold them, calls and media to the
 * content service.
 */
export function contentSecurityPolicy(
  scripts: ScriptAllowance,
  apiOrigin: string,
  { allowEval = false, amap = false, embeddable = false }: PolicyOptions = {},
): string {
  const evaluation = allowEval ? " 'unsafe-eval'" : "";
  const map = (sources: string) => (amap ? ` ${sources}` : "");
  return [
    "default-src 'self'",
    `script-src ${scriptSources(scripts)}${map(AMAP_SOURCES.script)}${evaluation}`,
    `style-src 'self' 'unsafe-inline'${map(AMAP_SOURCES.script)}`,
    `img-src ${IMG_SRC}`,
    `media-src 'self' blob: ${apiOrigin}`,
    `connect-src 'self' ${apiOrigin}${map(AMAP_SOURCES.connect)}`,
    // With 'strict-dynamic' the script-src fallback would refuse the site's own service worker.
    // AMap draws in workers it makes from blobs.
    `worker-src 'self'${map("blob:")}`,
    embeddable ? "frame-ancestors *" : "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The policy of a page the server writes itself (the last-resort error page): no script at all. */
export const STATIC_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/**
 * Headers every response carries, whoever answers it (static files, the service worker, pages,
 * redirects, errors): so this runs before anything that could answer.
 */
export function baseHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  next();
}
