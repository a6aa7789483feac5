import type { IdCodec } from "@davmu/ids";
import type { z } from "zod";
import { badRequest, notFound } from "./api-error.ts";

/** Parses request input with a contract schema; a failure is a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.join(".");
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  throw badRequest(`invalid request: ${problems.join("; ")}`);
}

/** DESIGN principle 4: text that does not decode is an unknown id, a 404 and never a 500. */
export function decodeIdOr404(ids: IdCodec, text: string | undefined, what: string): number {
  const id = ids.decode(text);
  if (id === null) throw notFound(`${what} not found`);
  return id;
}
