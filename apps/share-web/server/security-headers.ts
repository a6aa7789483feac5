import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { THEME_SCRIPT_CSP_SOURCE } from "../app/platform/theme/theme-script-hash.server.ts";

type PolicyOptions = {
  /**
   * Lets the page evaluate strings as code. Only for a site started with the debug console
   * (DAVMU_SHOW_VCONSOLE), whose command line runs what the developer types: never in production.
   */
  allowEval?: boolean;
};

/**
 * A content security policy that allows only what the pages need: the site's own scripts (the
 * inline hydration scripts by nonce, the theme script by its hash), images and calls to the content
 * service.
 */
export function contentSecurityPolicy(
  nonce: string,
  apiOrigin: string,
  { allowEval = false }: PolicyOptions = {},
): string {
  const evaluation = allowEval ? " 'unsafe-eval'" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${THEME_SCRIPT_CSP_SOURCE} 'strict-dynamic'${evaluation}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${apiOrigin}`,
    `media-src 'self' blob: ${apiOrigin}`,
    `connect-src 'self' ${apiOrigin}`,
    // With 'strict-dynamic' the script-src fallback would refuse the site's own service worker.
    "worker-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function securityHeaders(apiOrigin: string, options: PolicyOptions = {}) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, apiOrigin, options));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    next();
  };
}
