import { type ApiPaths, INNER_SECRET_HEADER } from "@davmu/contract";
import type { MiddlewareHandler } from "hono";
import { fail } from "./respond.ts";
import { secretMatches } from "./secrets.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether a path is one of the inner calls ({peony-inner}, {pine-inner}, {osman}): those the site's
 * server makes, never a browser. Matched on whole call paths, so it holds when a prefix is empty.
 */
export function innerPathMatcher(paths: ApiPaths): (path: string) => boolean {
  const patterns = [
    paths.contentDetail(":id"),
    paths.mpContentDetail(":id"),
    paths.hot72,
    paths.previewDocument(":id"),
    paths.wxShareConfig,
    paths.staticData,
    paths.commentListInner(":id"),
    paths.mpCommentListInner(":id"),
    paths.mpInfo(":id"),
    paths.mpFollowList,
    paths.special,
    paths.editorialList(":id"),
    paths.contentModel(":id"),
  ].map((p) => new RegExp(`^${escapeRegExp(p).replace(":id", "[^/]+")}/?$`));
  return (path) => patterns.some((re) => re.test(path));
}

/**
 * Inner calls need the shared inner secret in their header when one is configured (a 403 without
 * it), and get no CORS headers: a browser has no business reading them (docs/decisions/0021).
 */
export function innerCallsOnly(secret: string): MiddlewareHandler {
  return async (c, next) => {
    if (secret && !secretMatches(c.req.header(INNER_SECRET_HEADER), secret)) {
      return fail(
        c,
        403,
        `inner calls are for the site's server: the ${INNER_SECRET_HEADER} header is missing or wrong`,
      );
    }
    await next();
  };
}
