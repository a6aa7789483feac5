import { z } from "zod";
import { SECTION_CARD_TYPES } from "./constants.ts";
import { ImageSchema, PublicIdSchema } from "./content.ts";
import { envelopeSchema } from "./envelope.ts";

/** The anonymous session of spec §6: appid 1, platform 'mobile'. */
export const AnonymousTokenRequestSchema = z.object({
  appid: z.literal(1),
  platform: z.literal("mobile"),
  /** The visitor's persistent device id (DEVICE_ID_AUTH). */
  device_id: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type AnonymousTokenRequest = z.infer<typeof AnonymousTokenRequestSchema>;
export const AnonymousTokenSchema = z.object({ token: z.string().min(1) });
export const AnonymousTokenResponseSchema = envelopeSchema(AnonymousTokenSchema);

export const AppInfoQuerySchema = z.object({ appid: z.coerce.number().int().positive().default(1) });

/** What the JSON string in `app_info` holds. */
export const AppInfoSchema = z.object({
  app_name: z.string(),
  primaryColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  logo: z.string().url(),
  /** Widths the logo is also served at, as `<url>?w=<width>` (MEDIA_WIDTHS). */
  logo_widths: z.array(z.number().int().positive()).optional(),
  slogan: z.string(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;
/** Spec §3: app info travels as a JSON string in `app_info` (read it with parseAppInfo). */
export const AppInfoAnswerSchema = z.object({ app_info: z.string() });
export const AppInfoResponseSchema = envelopeSchema(AppInfoAnswerSchema);

/** Runtime site configuration (h5_config). */
export const H5ConfigSchema = z.object({
  site_name: z.string(),
  descriptions: z.string(),
  keywords: z.string(),
  site_logo: z.string().url(),
  /** Widths the site logo is also served at, as `<url>?w=<width>` (MEDIA_WIDTHS). */
  site_logo_widths: z.array(z.number().int().positive()).optional(),
  /** The footer's copyright line; empty for none. */
  copyright: z.string().default(""),
  /** The site's ICP filing number (ICP 备案号), shown in the footer; empty for none. */
  icp: z.string().default(""),
  /** The picture of the site's share card (chat and timeline cards, og:image); null for none. */
  share_image: ImageSchema.nullable().default(null),
});
export type H5Config = z.infer<typeof H5ConfigSchema>;
export const H5ConfigResponseSchema = envelopeSchema(H5ConfigSchema);

/** A channel (group) of the home page tabs. */
export const GroupSchema = z.object({
  id: PublicIdSchema,
  name: z.string(),
  slug: z.string(),
  sort: z.number().int(),
  /** A channel of one of the app's sections: it lists that section's cards (docs/decisions/0074). */
  section: z.enum(SECTION_CARD_TYPES).optional(),
});
export type Group = z.infer<typeof GroupSchema>;
export const GroupListSchema = z.object({ list: z.array(GroupSchema) });
export type GroupList = z.infer<typeof GroupListSchema>;
export const GroupListResponseSchema = envelopeSchema(GroupListSchema);

/** Parses the `app_info` string; null when it is not the expected JSON. */
export function parseAppInfo(raw: string): AppInfo | null {
  try {
    const parsed = AppInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
