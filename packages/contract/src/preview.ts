import { z } from "zod";
import { ContentDetailSchema, PublicIdSchema } from "./content.ts";
import { envelopeSchema } from "./envelope.ts";

/**
 * The preview-document call ({pine-inner}/inner/preview/document/detail/{id}, spec §6-7): one item
 * by its obfuscated id whatever its status, drafts included, for the editors' preview pages. Its
 * shape is the content detail's, so a preview page renders exactly what the published page will.
 */
export const PreviewDocumentSchema = ContentDetailSchema;
export type PreviewDocument = z.infer<typeof PreviewDocumentSchema>;

export const PreviewDocumentResponseSchema = envelopeSchema(PreviewDocumentSchema);

/**
 * The query parameters of a preview link (docs/decisions/0020): its expiry in seconds since the
 * epoch and an HMAC over the item and that expiry. The site passes both on to the preview call.
 */
export const PREVIEW_LINK_PARAMS = { expires: "expires", signature: "sig" } as const;

export const PreviewSignatureQuerySchema = z.object({
  expires: z.string().regex(/^\d{1,12}$/, "seconds since the epoch"),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "not a preview signature"),
});
export type PreviewSignatureQuery = z.infer<typeof PreviewSignatureQuerySchema>;

/** An editor asks for a preview link of one item, valid for `hours` (the service's default if absent). */
export const PreviewLinkRequestSchema = z.object({
  id: PublicIdSchema,
  hours: z.number().int().min(1).max(720).optional(),
});
export type PreviewLinkRequest = z.infer<typeof PreviewLinkRequestSchema>;

export const PreviewLinkSchema = z.object({
  id: PublicIdSchema,
  title: z.string(),
  status: ContentDetailSchema.shape.status,
  /** The site's preview page of the item, signed. */
  url: z.url(),
  /** Seconds since the epoch. */
  expires: z.number().int(),
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

export const PreviewLinkResponseSchema = envelopeSchema(PreviewLinkSchema);
