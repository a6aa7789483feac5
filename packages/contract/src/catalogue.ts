import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { ImageSchema, PublicIdSchema } from "./primitives.ts";

/**
 * A node of a knowledge base's tree (docs/decisions/0067): a chapter groups pages; a page has a
 * body. Nodes come in tree order (a parent before its children, siblings in the editors' order).
 */
export const CatalogueNodeSchema = z.object({
  id: PublicIdSchema,
  /** The parent chapter's id; null at the top level. */
  parent_id: PublicIdSchema.nullable(),
  kind: z.enum(["chapter", "page"]),
  title: z.string(),
  /** 1 at the top level. */
  depth: z.number().int().positive(),
});
export type CatalogueNode = z.infer<typeof CatalogueNodeSchema>;

/** A knowledge base (the call's `rid`): its cover, its description and its whole tree. */
export const CatalogueSchema = z.object({
  rid: PublicIdSchema,
  title: z.string(),
  description: z.string(),
  cover: ImageSchema.nullable(),
  /** What kind of book it is, e.g. 法律读本, 运动指南. */
  subject: z.string(),
  page_count: z.number().int().nonnegative(),
  update_time: z.number().int(),
  nodes: z.array(CatalogueNodeSchema),
});
export type Catalogue = z.infer<typeof CatalogueSchema>;

/** A link to a node elsewhere in the tree: breadcrumbs, previous and next. */
export const CatalogueLinkSchema = z.object({ id: PublicIdSchema, title: z.string() });
export type CatalogueLink = z.infer<typeof CatalogueLinkSchema>;

/** One chapter of a knowledge base: its lead and the nodes under it, in tree order. */
export const CatalogueChapterSchema = z.object({
  rid: PublicIdSchema,
  id: PublicIdSchema,
  title: z.string(),
  summary: z.string(),
  /** The chapters above it, outermost first. */
  path: z.array(CatalogueLinkSchema),
  children: z.array(CatalogueNodeSchema),
});
export type CatalogueChapter = z.infer<typeof CatalogueChapterSchema>;

/** One page of a knowledge base: its sanitised body, where it sits and its neighbours in tree order. */
export const CataloguePageSchema = z.object({
  rid: PublicIdSchema,
  id: PublicIdSchema,
  title: z.string(),
  summary: z.string(),
  /** Sanitised when written (DESIGN principle 5). */
  body_html: z.string(),
  update_time: z.number().int(),
  book: z.object({ title: z.string(), cover: ImageSchema.nullable() }),
  /** The chapters above it, outermost first. */
  path: z.array(CatalogueLinkSchema),
  prev: CatalogueLinkSchema.nullable(),
  next: CatalogueLinkSchema.nullable(),
});
export type CataloguePage = z.infer<typeof CataloguePageSchema>;

export const CatalogueResponseSchema = envelopeSchema(CatalogueSchema);
export const CatalogueChapterResponseSchema = envelopeSchema(CatalogueChapterSchema);
export const CataloguePageResponseSchema = envelopeSchema(CataloguePageSchema);
