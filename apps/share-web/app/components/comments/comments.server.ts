import type { CommentPage } from "@davmu/contract";
import { getFirstComments } from "../../platform/api.server.ts";

/** Comments the page's HTML carries: a few, so the page stays small; the rest load after idle. */
export const FIRST_COMMENTS = 3;

/**
 * The first comments of a page's item, for its loader to defer (in the page's HTML, after the item
 * on a client navigation): they never fail the page (null shows "comments could not be loaded"). Their replies are counted, not
 * carried: the browser loads them with the full first page once the page is idle.
 * A loader puts them in line with its other deferred data through `deferredData`.
 */
export function firstComments(id: string, mp: boolean): Promise<CommentPage | null> {
  return getFirstComments(id, mp ? "mp" : "normal", FIRST_COMMENTS).then(
    (page) => ({ ...page, list: page.list.map((c) => ({ ...c, replies: [] })) }),
    () => null,
  );
}
