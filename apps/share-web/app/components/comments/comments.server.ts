import type { CommentPage } from "@davmu/contract";
import { getFirstComments } from "../../platform/api.server.ts";

/** Comments the page's HTML carries: a few, so the page stays small; the rest load after idle. */
export const FIRST_COMMENTS = 3;

/**
 * The first comments of a page's item, for its loader to defer: they stream in after the item and
 * never fail the page (null shows "comments could not be loaded"). Their replies are counted, not
 * carried: the browser loads them with the full first page once the page is idle.
 *
 * Asked at once, but settled only after `after` (the page's other deferred data) has: the data a
 * page streams is written in the order its parts settle, and a page a cache keeps must be the same
 * bytes in every copy (its ETag is their digest), whichever call answered first.
 */
export function firstComments(id: string, mp: boolean, after: Promise<unknown>): Promise<CommentPage | null> {
  const asked = getFirstComments(id, mp ? "mp" : "normal", FIRST_COMMENTS).then(
    (page) => ({ ...page, list: page.list.map((c) => ({ ...c, replies: [] })) }),
    () => null,
  );
  return Promise.allSettled([after, asked]).then(() => asked);
}
