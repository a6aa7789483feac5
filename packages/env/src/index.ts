import { z } from "zod";

/**
 * The environment reading both programs share: one set of helpers for the values every
 * configuration has (ports, switches, URLs, lists), and one parser with one rule for them all:
 * an empty variable counts as unset, as with a shell's `VAR= command`, so it takes its default.
 */

type Env = Record<string, string | undefined>;

/** A TCP port; 0 asks the system for a free one where `allowZero` says so. */
export const envPort = (fallback: number, { allowZero = false } = {}) =>
  z.coerce
    .number({ message: "must be a port number" })
    .int("must be a port number")
    .min(allowZero ? 0 : 1, "must be a port number")
    .max(65_535, "must be a port number")
    .default(fallback);

/** A whole number within bounds, as milliseconds, counts and rates are. */
export const envInt = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const TRUE = ["true", "1", "yes"];
const FALSE = ["false", "0", "no"];

/** A switch: true/false, 1/0 or yes/no, in any case. */
export const envBoolean = (fallback: boolean) =>
  z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .refine((v) => TRUE.includes(v) || FALSE.includes(v), "must be true or false")
    .transform((v) => TRUE.includes(v))
    .default(fallback);

/** An absolute http(s) URL. */
export const envUrl = () => z.url({ protocol: /^https?$/, message: "must be an absolute http(s) URL" });

/** A comma-separated list, each entry trimmed, empty entries dropped. */
export const envList = () =>
  z.string().transform((v) =>
    v
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/** A service prefix of spec §7: empty, or a path like /peony-inner without a trailing slash. */
export const envPrefix = (fallback: string) =>
  z
    .string()
    .regex(/^(\/[A-Za-z0-9._~-]+)*$/, "must be empty or a path like /osman (no trailing slash)")
    .default(fallback);

/** The variables that are set: an empty value counts as unset. */
export function presentVariables(env: Env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
    ),
  );
}

/**
 * Parses the environment with a program's schema. A bad value throws one message naming every bad
 * variable, so a program stops at start rather than running on a guess.
 */
export function parseEnv<S extends z.ZodType>(program: string, schema: S, env: Env): z.output<S> {
  const parsed = schema.safeParse(presentVariables(env));
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new Error(`${program}: invalid configuration\n${lines.join("\n")}`);
}

/** What is unsafe about a configuration: refused in production, or only warned of. */
export type ProductionRisks = { refused: string[]; warned: string[] };

/**
 * A production start (NODE_ENV=production) on a public default secret is refused: the defaults are
 * in this repository, so with one of them anyone could sign tokens and preview links, decode ids or
 * make the inner calls. It throws one message naming every such secret. Lesser risks (no SMS
 * gateway, test numbers) are written to stderr, once each, and the start goes on. Outside
 * production it does nothing: development runs on the defaults. The local stack (`npm start`, the
 * browser tests, the tier) gives both programs secrets of their own data folder (scripts/stack.mjs).
 */
export function checkProductionStart(
  program: string,
  risks: ProductionRisks,
  nodeEnv: string | undefined = process.env.NODE_ENV,
  write: (line: string) => void = console.error,
): void {
  if (nodeEnv !== "production") return;
  for (const risk of risks.warned) write(`${program}: WARNING: production start: ${risk}`);
  if (risks.refused.length === 0) return;
  throw new Error(
    [
      `${program}: refusing a production start on public default secrets:`,
      ...risks.refused.map((risk) => `  ${risk}`),
      "  Set them in the environment, or start without NODE_ENV=production for development.",
    ].join("\n"),
  );
}
