import type { ContentInput } from "../write/write-content.ts";

/**
 * An item a test writes of its own (insertContent): published in 2020, in no channel, with a body
 * of one paragraph; `item` gives its source key and type and whatever else the test needs.
 */
export function testItem(
  item: Pick<ContentInput, "source_key" | "type"> & Partial<ContentInput>,
): ContentInput {
  return {
    status: "published",
    title: item.source_key ?? "t",
    summary: "s",
    body_html: "<p>x</p>",
    keywords: [],
    publish_time: 1_600_000_000,
    update_time: 1_600_000_000,
    channel_id: null,
    mp_id: null,
    ...item,
  };
}
