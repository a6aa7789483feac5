import { z } from "zod";
import { LoginRequestSchema, LoginSchema, UserBriefSchema } from "./account.ts";
import { INVITE_CODE_PATTERN } from "./account-constants.ts";
import { envelopeSchema } from "./envelope.ts";

/** An invitation code as typed: 4 to 16 letters and digits, read in upper case. */
export const InviteCodeSchema = z
  .string()
  .trim()
  .regex(INVITE_CODE_PATTERN, "4 to 16 letters and digits")
  .transform((code) => code.toUpperCase());

/**
 * Registration through an invitation (`POST /peony/v1/account`): a number new to the site, the code
 * texted to it for `register`, and the invitation code.
 */
export const RegisterRequestSchema = LoginRequestSchema.extend({ invite_code: InviteCodeSchema });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** The new user's session, as a login gives it, and who invited them. */
export const RegisterSchema = LoginSchema.extend({ inviter: UserBriefSchema });
export type Register = z.infer<typeof RegisterSchema>;

/** What the invite page shows of a code before anyone registers: whose it is and whether it works. */
export const InviteCodeInfoSchema = z.object({
  code: z.string(),
  inviter: UserBriefSchema,
  /** Registrations it still allows (0 when used up or expired). */
  remaining: z.number().int().nonnegative(),
  /** Seconds since the epoch after which it no longer works; null when it does not expire. */
  expires_at: z.number().int().nullable(),
});
export type InviteCodeInfo = z.infer<typeof InviteCodeInfoSchema>;

export const InviteRecordQuerySchema = z.object({
  pageindex: z.coerce.number().int().min(1).max(10_000).default(1),
  pagesize: z.coerce.number().int().min(1).max(50).default(20),
});

/** The inviter's own code and who registered with it, newest first. */
export const InviteRecordSchema = z.object({
  code: z.string(),
  max_uses: z.number().int().positive(),
  used_count: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  expires_at: z.number().int().nullable(),
  list: z.array(z.object({ user: UserBriefSchema, redeemed_at: z.number().int() })),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type InviteRecord = z.infer<typeof InviteRecordSchema>;

export const RegisterResponseSchema = envelopeSchema(RegisterSchema);
export const InviteCodeInfoResponseSchema = envelopeSchema(InviteCodeInfoSchema);
export const InviteRecordResponseSchema = envelopeSchema(InviteRecordSchema);
