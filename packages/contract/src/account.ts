import { z } from "zod";
import { LOGIN_CODE_LENGTH, normalisePhone, VCODE_PURPOSES } from "./account-constants.ts";
import { envelopeSchema } from "./envelope.ts";
import { PublicIdSchema } from "./primitives.ts";

/** A mainland mobile number, read in any usual way of writing it and given on as its 11 digits. */
export const PhoneSchema = z
  .string()
  .max(32)
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (phone === null) {
      ctx.addIssue({ code: "custom", message: "a mainland China mobile number of 11 digits" });
      return z.NEVER;
    }
    return phone;
  });

export const VcodeQuerySchema = z.object({
  phone: PhoneSchema,
  purpose: z.enum(VCODE_PURPOSES).default("login"),
});
export type VcodeQuery = z.infer<typeof VcodeQuerySchema>;

/**
 * The same answer for every number, registered or not: the code is on its way, valid for
 * `expires_in` seconds; another may be asked for after `resend_in` seconds.
 */
export const VcodeSentSchema = z.object({
  sent: z.literal(true),
  expires_in: z.number().int().positive(),
  resend_in: z.number().int().nonnegative(),
});
export type VcodeSent = z.infer<typeof VcodeSentSchema>;

const LoginCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), `the ${LOGIN_CODE_LENGTH} digits of the code`);

/** The device id the site keeps for auth (DEVICE_ID_AUTH), as the anonymous token takes it. */
const DeviceIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Spec §6 phone code login: a number and the code sent to it. A new number signs up. */
export const LoginRequestSchema = z.object({
  phone: PhoneSchema,
  code: LoginCodeSchema,
  device_id: DeviceIdSchema.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** What anyone may see of a user: beside their comments, in an inviter's record. */
export const UserBriefSchema = z.object({
  id: PublicIdSchema,
  nickname: z.string(),
  avatar: z.string().url(),
});
export type UserBrief = z.infer<typeof UserBriefSchema>;

/** An account's page. Its owner also gets the number, masked (138****8000); others get null. */
export const AccountSchema = UserBriefSchema.extend({
  /** Seconds since the epoch. */
  created_at: z.number().int(),
  is_self: z.boolean(),
  phone: z.string().nullable(),
});
export type Account = z.infer<typeof AccountSchema>;

/**
 * A logged-in session: `token` goes in the Authorization header in place of the anonymous one
 * until `expires_at` (seconds since the epoch) or logout.
 */
export const LoginSchema = z.object({
  token: z.string().min(1),
  expires_at: z.number().int(),
  user: AccountSchema,
});
export type Login = z.infer<typeof LoginSchema>;

export const LogoutSchema = z.object({ logged_out: z.literal(true) });

export const SmsOutboxQuerySchema = z.object({ phone: PhoneSchema.optional() });

/** A text the development outbox kept instead of sending it: newest first. */
export const SmsOutboxSchema = z.object({
  list: z.array(
    z.object({
      phone: z.string(),
      purpose: z.enum(VCODE_PURPOSES),
      code: z.string(),
      text: z.string(),
      /** Seconds since the epoch. */
      sent_at: z.number().int(),
    }),
  ),
});
export type SmsOutbox = z.infer<typeof SmsOutboxSchema>;

export const VcodeSentResponseSchema = envelopeSchema(VcodeSentSchema);
export const LoginResponseSchema = envelopeSchema(LoginSchema);
export const AccountResponseSchema = envelopeSchema(AccountSchema);
export const LogoutResponseSchema = envelopeSchema(LogoutSchema);
export const SmsOutboxResponseSchema = envelopeSchema(SmsOutboxSchema);
