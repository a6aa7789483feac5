import { z } from "zod";
import { ContentCardSchema } from "./content.ts";
import { VideoMediaSchema } from "./content-media.ts";
import { envelopeSchema } from "./envelope.ts";
import { ImageSchema, PublicIdSchema } from "./primitives.ts";
import { TopicSchema } from "./topic.ts";

/*
 * Editorial pages (docs/decisions/0068, 0069): special topics, curated lists (shown as a list or as
 * a stack of fly cards) and pages assembled from content-model blocks.
 */

// ---- Special topics ------------------------------------------------------------------------

/** Spec §7 `GET {peony-inner}/inner/special`: which special, by its public id. */
export const SpecialQuerySchema = z.object({ id: PublicIdSchema });

/** One titled group of a special's items, of any type, in the editors' order. */
export const SpecialSectionSchema = z.object({
  /** Stable within the special: the section navigator's anchor. */
  key: z.string().regex(/^[a-z0-9-]{1,32}$/),
  title: z.string(),
  list: z.array(ContentCardSchema),
});
export type SpecialSection = z.infer<typeof SpecialSectionSchema>;

/** A special topic: its own card (a `contents` row of type special), introduction and sections. */
export const SpecialDetailSchema = z.object({
  special: ContentCardSchema,
  /** The editors' introduction (the row's body), sanitised when written: safe to render as HTML. */
  introduction_html: z.string(),
  /** Seconds since the epoch of the last change. */
  update_time: z.number().int(),
  sections: z.array(SpecialSectionSchema),
});
export type SpecialDetail = z.infer<typeof SpecialDetailSchema>;

// ---- Curated lists -------------------------------------------------------------------------

/** How the editors meant a list to be shown; either screen shows either kind. */
export const EDITORIAL_LIST_KINDS = ["list", "fly_card"] as const;

export const EditorialListQuerySchema = z.object({
  pageindex: z.coerce.number().int().min(1).max(10_000).default(1),
  pagesize: z.coerce.number().int().min(1).max(50).default(10),
});

export const EditorialListInfoSchema = z.object({
  id: PublicIdSchema,
  kind: z.enum(EDITORIAL_LIST_KINDS),
  title: z.string(),
  description: z.string(),
  cover: ImageSchema.nullable(),
  /** Published items in the list. */
  item_count: z.number().int().nonnegative(),
  /** Seconds since the epoch of the last change. */
  update_time: z.number().int(),
});
export type EditorialListInfo = z.infer<typeof EditorialListInfoSchema>;

/** An item of a list: its card and the editors' line on why it is there (empty when none). */
export const EditorialListItemSchema = z.object({
  card: ContentCardSchema,
  note: z.string(),
});
export type EditorialListItem = z.infer<typeof EditorialListItemSchema>;

export const EditorialListPageSchema = z.object({
  info: EditorialListInfoSchema,
  list: z.array(EditorialListItemSchema),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type EditorialListPage = z.infer<typeof EditorialListPageSchema>;

// ---- Content-model pages -------------------------------------------------------------------

/** A link a block may hold: a path of this site (`/news/doc/...`) or an absolute http(s) URL. */
export const BlockLinkSchema = z
  .string()
  .max(500)
  .refine((url) => /^\/(?!\/)/.test(url) || /^https?:\/\/[^/\s]+/.test(url), "a site path or an http(s) URL");

/** A picture as the CMS stores it: a `/media/...` path or an absolute URL, with its size. */
const StoredImageSchema = z.object({
  url: z.string().min(1).max(500),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const title = z.string().trim().min(1).max(60);
const optionalTitle = z.string().trim().max(60).default("");

/**
 * A block as the CMS writes it (docs/decisions/0069): checked on write, rich text sanitised then;
 * items are named by their database ids. Read back, each block is checked again on its own and one
 * that does not fit (an unknown type a newer CMS wrote, an item since removed) is left out.
 */
export const StoredBlockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("banner"),
    image: StoredImageSchema,
    title,
    subtitle: z.string().trim().max(120).default(""),
    link: BlockLinkSchema.nullable().default(null),
  }),
  z.object({ type: z.literal("rich_text"), html: z.string().min(1).max(20_000) }),
  z.object({
    type: z.literal("cards"),
    title: optionalTitle,
    layout: z.enum(["row", "grid"]).default("row"),
    content_ids: z.array(z.number().int().positive()).min(1).max(12),
  }),
  z.object({ type: z.literal("video"), title: optionalTitle, content_id: z.number().int().positive() }),
  z.object({
    type: z.literal("links"),
    title: optionalTitle,
    links: z
      .array(z.object({ label: z.string().trim().min(1).max(40), url: BlockLinkSchema }))
      .min(1)
      .max(10),
  }),
  z.object({
    type: z.literal("image"),
    image: StoredImageSchema,
    alt: z.string().trim().min(1).max(120),
    caption: z.string().trim().max(200).default(""),
  }),
]);
export type StoredBlock = z.infer<typeof StoredBlockSchema>;
export type StoredBlockInput = z.input<typeof StoredBlockSchema>;

/** A block as a page shows it: pictures as absolute images, items as cards, a video with its files. */
export const ContentBlockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("banner"),
    image: ImageSchema,
    title: z.string(),
    subtitle: z.string(),
    link: BlockLinkSchema.nullable(),
  }),
  /** Sanitised when written: safe to render as HTML. */
  z.object({ type: z.literal("rich_text"), html: z.string() }),
  z.object({
    type: z.literal("cards"),
    title: z.string(),
    layout: z.enum(["row", "grid"]),
    list: z.array(ContentCardSchema).min(1),
  }),
  z.object({ type: z.literal("video"), title: z.string(), card: ContentCardSchema, media: VideoMediaSchema }),
  z.object({
    type: z.literal("links"),
    title: z.string(),
    links: z.array(z.object({ label: z.string(), url: BlockLinkSchema })).min(1),
  }),
  z.object({ type: z.literal("image"), image: ImageSchema, alt: z.string(), caption: z.string() }),
]);
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

export const ContentModelPageSchema = z.object({
  id: PublicIdSchema,
  title: z.string(),
  description: z.string(),
  /** Seconds since the epoch of the last change. */
  update_time: z.number().int(),
  blocks: z.array(ContentBlockSchema),
});
export type ContentModelPage = z.infer<typeof ContentModelPageSchema>;

// ---- Ways in -------------------------------------------------------------------------------

/** A content-model page as a way in: what it is called and its one line. */
export const ContentModelEntrySchema = z.object({
  id: PublicIdSchema,
  title: z.string(),
  description: z.string(),
});
export type ContentModelEntry = z.infer<typeof ContentModelEntrySchema>;

/**
 * Where the home page leads beyond the feed (its 发现 row): the curated lists that hold published
 * items, newest change first; the content-model pages, newest first; the topics with items, in the
 * editors' order. The same for everyone.
 */
export const DiscoverSchema = z.object({
  lists: z.array(EditorialListInfoSchema),
  pages: z.array(ContentModelEntrySchema),
  topics: z.array(TopicSchema),
});
export type Discover = z.infer<typeof DiscoverSchema>;

export const SpecialDetailResponseSchema = envelopeSchema(SpecialDetailSchema);
export const EditorialListPageResponseSchema = envelopeSchema(EditorialListPageSchema);
export const ContentModelPageResponseSchema = envelopeSchema(ContentModelPageSchema);
export const DiscoverResponseSchema = envelopeSchema(DiscoverSchema);
