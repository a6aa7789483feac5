import type { EditorialListInfo } from "@davmu/contract/client";

/*
 * Where the editors' pages live on the site (spec §2; docs/decisions/0058, 0068, 0069): one place
 * for every link to them and for their canonical addresses.
 */

/** A curated list, as its editors meant it shown: a numbered list, or a stack of fly cards. */
export function editorialListHref(kind: EditorialListInfo["kind"], id: string): string {
  return kind === "fly_card" ? flyCardHref(id) : listHref(id);
}

export const listHref = (id: string) => `/list/${id}`;
export const flyCardHref = (id: string) => `/fly_card/${id}`;

/** A topic's page; without an id, the page of every topic. */
export const topicHref = (id?: string) => (id ? `/news/topic/${id}` : "/news/topic");

export const contentModelHref = (id: string) => `/content_model/${id}`;
