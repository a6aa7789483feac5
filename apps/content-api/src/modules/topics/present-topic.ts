import type { Topic } from "@davmu/contract";
import type { Presenter } from "../../presenter.ts";
import { toImage } from "../content/present-image.ts";
import type { TopicRow } from "./queries.ts";

/** A topic as the calls answer it: the newest listed cover as its picture, its count of listed items. */
export function toTopic(p: Presenter, row: TopicRow): Topic {
  return {
    id: p.ids.encode(row.id),
    name: row.name,
    description: row.description,
    cover: toImage(p, { url: row.cover_url, width: row.cover_width, height: row.cover_height }),
    content_count: Number(row.content_count ?? 0),
  };
}
