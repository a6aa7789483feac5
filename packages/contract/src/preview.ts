import type { z } from "zod";
import { ContentDetailSchema } from "./content.ts";
import { envelopeSchema } from "./envelope.ts";

/**
 * The preview-document call ({pine-inner}/inner/preview/document/detail/{id}, spec §6-7): one item
 * by its obfuscated id whatever its status, drafts included, for the editors' preview pages. Its
 * shape is the content detail's, so a preview page renders exactly what the published page will.
 */
export const PreviewDocumentSchema = ContentDetailSchema;
export type PreviewDocument = z.infer<typeof PreviewDocumentSchema>;

export const PreviewDocumentResponseSchema = envelopeSchema(PreviewDocumentSchema);
