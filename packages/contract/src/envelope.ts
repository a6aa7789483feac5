import { z } from "zod";

/** Every response of the content service: `code` 0 is success; anything else carries a message. */
export type Envelope<T> = { code: number; msg: string; data: T };

/** The schema of a successful envelope around `data`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const ErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
});
