import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { THEME_SCRIPT_CSP_SOURCE } from "../app/platform/theme/theme-script-hash.server.ts";

/**
 * A content security policy that allows only what the pages need: the site's own scripts (the
 * inline hydration scripts by nonce, the theme script by its hash), images and calls to the content
 * service.
 */
export function contentSecurityPolicy(nonce: string, apiOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${THEME_SCRIPT_CSP_SOURCE} 'strict-dynamic'`,
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

export function securityHeaders(apiOrigin: string) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, apiOrigin));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    next();
  };
}
