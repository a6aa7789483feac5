import type { PreviewLink } from "@davmu/contract";
import type { IdCodec } from "@davmu/ids";
import type { Kysely } from "kysely";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import { previewLinkUrl, previewSignature } from "./link.ts";
import { findPreviewItem } from "./queries.ts";

type IssueInput = {
  db: Kysely<Database>;
  config: Pick<Config, "previewSecret" | "previewTtlSeconds" | "wapHost">;
  ids: IdCodec;
  /** Seconds since the epoch. */
  now: number;
  publicId: string;
  /** Overrides the configured lifetime. */
  hours?: number;
};

/**
 * A signed preview link of one item, draft or published, or null when there is no such item. What
 * the editor's call and the command both issue (docs/decisions/0020).
 */
export async function issuePreviewLink(input: IssueInput): Promise<PreviewLink | null> {
  const id = input.ids.decode(input.publicId);
  if (id === null) return null;
  const item = await findPreviewItem(input.db, id);
  if (!item) return null;
  const ttl = input.hours === undefined ? input.config.previewTtlSeconds : input.hours * 3600;
  const expires = input.now + ttl;
  const signature = previewSignature(input.config.previewSecret, id, expires);
  return {
    id: input.publicId,
    title: item.title,
    status: item.status,
    url: previewLinkUrl(
      input.config.wapHost,
      { publicId: input.publicId, type: item.type },
      { expires, signature },
    ),
    expires,
  };
}
