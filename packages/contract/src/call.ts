import type { z } from "zod";
import type { ServicePrefixes } from "./prefixes.ts";
import type * as ContractSchemas from "./schemas.ts";

/** Every zod schema of the contract, by name: what a call's schema selectors pick from. */
export type Schemas = typeof ContractSchemas;

export type CallMethod = "GET" | "POST";

/**
 * One call of spec §7, declared once. The path is written as the spec writes it: a service
 * prefix in braces (`{peony-inner}`) and `:name` for each path parameter.
 *
 * Schemas are given as selectors over the contract's schema namespace rather than as values, so a
 * declaration holds no zod at run time: the browser reads method and path from it without loading
 * a single schema, while each server passes the namespace it imported and gets the schemas back.
 */
export type CallDeclaration<
  P extends string = string,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> = {
  method: CallMethod;
  path: P;
  /** The query string's schema, when the call reads one. */
  query?: (s: Schemas) => Q;
  /** The JSON body's schema, for calls that take one. */
  body?: (s: Schemas) => B;
  /** The content types the body may be sent as; absent accepts any (the body is read as JSON). */
  bodyTypes?: readonly string[];
  /** The schema of the envelope's `data` on success. */
  data: (s: Schemas) => D;
  /** Fields the envelope carries besides `code`, `msg` and `data` (the signature call's `state`). */
  envelope?: { success: Readonly<Record<string, unknown>>; failure: Readonly<Record<string, unknown>> };
};

/** Declares a call; the identity, kept for its inference of the path's and schemas' types. */
export function defineCall<
  P extends string,
  D extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(declaration: CallDeclaration<P, Q, B, D>): CallDeclaration<P, Q, B, D> {
  return declaration;
}

/** The names of a path's `:name` parameters, in order. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...PathParamNames<Rest>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

export type PathParams<P extends string> = { [K in PathParamNames<P>[number]]: string };

type Picked<F> = NonNullable<F> extends (s: Schemas) => infer S ? S : undefined;

/** The `data` a call answers with, as the contract's schema outputs it. */
export type CallData<C extends CallDeclaration> = z.output<Picked<C["data"]>>;

/** What a caller may put in the query: every field optional, as the service fills the defaults. */
export type CallQuery<C extends CallDeclaration> =
  Picked<C["query"]> extends z.ZodType
    ? { [K in keyof z.output<Picked<C["query"]>>]?: z.output<Picked<C["query"]>>[K] }
    : never;

export type CallBody<C extends CallDeclaration> =
  Picked<C["body"]> extends z.ZodType ? z.input<Picked<C["body"]>> : never;

/** What one call takes: its path parameters, query and body, each only where the call has one. */
export type CallInput<C extends CallDeclaration> = (PathParamNames<C["path"]> extends []
  ? { params?: undefined }
  : { params: PathParams<C["path"]> }) &
  (Picked<C["query"]> extends z.ZodType ? { query?: CallQuery<C> } : { query?: undefined }) &
  (Picked<C["body"]> extends z.ZodType ? { body: CallBody<C> } : { body?: undefined });

const PREFIX_KEYS: Record<string, keyof ServicePrefixes> = {
  osman: "osman",
  "peony-inner": "peonyInner",
  "pine-inner": "pineInner",
  form: "form",
  stats: "stats",
};

/**
 * The call's path with the configured service prefixes in place of `{osman}` and the others; path
 * parameters stay as `:name` (the route pattern a server registers).
 */
export function callPattern(call: Pick<CallDeclaration, "path">, prefixes: ServicePrefixes): string {
  return call.path.replace(/\{([a-z-]+)\}/g, (whole, name: string) => {
    const key = PREFIX_KEYS[name];
    if (!key) throw new Error(`unknown service prefix ${whole} in ${call.path}`);
    return prefixes[key];
  });
}

/** The path a client requests: the pattern with each parameter filled in, URL-encoded. */
export function callPath(
  call: Pick<CallDeclaration, "path">,
  prefixes: ServicePrefixes,
  params: Readonly<Record<string, string>> = {},
): string {
  return callPattern(call, prefixes).replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** A call's schemas picked from the namespace a server imported (the browser never does this). */
export function callSchemas<C extends CallDeclaration>(call: C, schemas: Schemas) {
  return {
    query: call.query?.(schemas) as Picked<C["query"]>,
    body: call.body?.(schemas) as Picked<C["body"]>,
    data: call.data(schemas) as Picked<C["data"]>,
  };
}
