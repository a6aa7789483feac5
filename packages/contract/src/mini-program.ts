import { z } from "zod";
import { ContentCardSchema } from "./content.ts";
import { envelopeSchema } from "./envelope.ts";
import { ImageSchema } from "./primitives.ts";

/**
 * A mini program (spec §1, §2 `/{actor}/mini_program/...`; docs/decisions/0071): a content item of
 * type mini_program with what WeChat needs to open it. `username` is its original id (`gh_...`),
 * which WeChat's `wx-open-launch-weapp` tag takes; `appid` is what its URL scheme takes.
 */
export const MiniProgramSchema = z.object({
  /** The item as a card: its id, name (title), description (summary), preview picture (cover). */
  content: ContentCardSchema,
  appid: z.string().regex(/^wx[0-9a-f]{16}$/, "a mini program's appid"),
  username: z.string().regex(/^gh_[0-9a-f]{12}$/, "a mini program's original id"),
  /** The page it opens at, with its query: `pages/index/index?from=share`. */
  path: z.string().max(200),
  icon: ImageSchema.nullable(),
});
export type MiniProgram = z.infer<typeof MiniProgramSchema>;

export const MiniProgramResponseSchema = envelopeSchema(MiniProgramSchema);
