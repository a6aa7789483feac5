import * as schemas from "@davmu/contract";
import {
  API_OK,
  type CallDeclaration,
  callPattern,
  callSchemas,
  type PathParams,
  type ServicePrefixes,
} from "@davmu/contract";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { ApiError } from "./api-error.ts";
import { readJson } from "./read-json.ts";
import { withDefaultCaching } from "./respond.ts";
import { parseInput } from "./validate.ts";

type Schema<F> = NonNullable<F> extends (s: schemas.Schemas) => infer S ? S : undefined;
type Output<F> = Schema<F> extends z.ZodType ? z.output<Schema<F>> : undefined;

/** What a handler gets: its request, path parameters, and its query and body as the contract reads them. */
export type CallRequest<C extends CallDeclaration> = {
  c: Context;
  params: PathParams<C["path"]>;
  /** The query, checked by the call's schema: a 400 naming each bad field (or `invalid`'s error). */
  query: () => Output<C["query"]>;
  /** The JSON body, checked by the call's schema. Read on demand, so a handler may check credentials first. */
  body: () => Promise<Output<C["body"]>>;
};

/** The data a handler answers with (checked and trimmed by the call's data schema), or its own response. */
export type CallHandler<C extends CallDeclaration> = (
  request: CallRequest<C>,
) => Promise<z.input<Schema<C["data"]>> | Response> | z.input<Schema<C["data"]>> | Response;

type HandleOptions = {
  /** Middleware for this call only, run before its input is read (a rate limit). */
  before?: MiddlewareHandler[];
  /** The error for a query or body the schemas refuse, when a 400 is not right (a preview is refused). */
  invalid?: (error: ApiError) => ApiError;
};

function checkType(c: Context, types: readonly string[] | undefined) {
  if (!types) return;
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!types.includes(type)) throw new ApiError(415, `the body must be JSON, sent as ${types.join(" or ")}`);
}

/**
 * Registers the handler of one declared call at the call's method and path under the configured
 * prefixes. The call's schemas check what comes in (a 400 naming each bad field) and what goes out:
 * the answer is the success envelope around data parsed by the call's data schema, so the service
 * cannot drift from the contract (a mismatch is a 500, logged) and sends no field the contract does
 * not name. It is `private, no-store` unless the handler set its own `Cache-Control`.
 */
export function handle<C extends CallDeclaration>(
  app: Hono,
  prefixes: ServicePrefixes,
  call: C,
  handler: CallHandler<C>,
  options: HandleOptions = {},
): void {
  const picked: { query?: z.ZodType; body?: z.ZodType; data: z.ZodType } = callSchemas<CallDeclaration>(
    call,
    schemas,
  );
  const refuse = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400 && options.invalid) throw options.invalid(error);
    throw error;
  };
  const parse = (schema: z.ZodType | undefined, input: unknown) => {
    try {
      return schema ? parseInput(schema, input) : undefined;
    } catch (error) {
      return refuse(error);
    }
  };
  const pattern = callPattern(call, prefixes);
  for (const middleware of options.before ?? []) {
    app.use(pattern, (c, next) => (c.req.method === call.method ? middleware(c, next) : next()));
  }
  app.on(call.method, pattern, async (c) => {
    const request = {
      c,
      params: c.req.param() as PathParams<C["path"]>,
      query: () => parse(picked.query, c.req.query()) as Output<C["query"]>,
      body: async () => {
        checkType(c, call.bodyTypes);
        return parse(picked.body, await readJson(c).catch(refuse)) as Output<C["body"]>;
      },
    };
    try {
      const result = await handler(request);
      if (result instanceof Response) return result;
      return withDefaultCaching(
        c.json({ code: API_OK, msg: "ok", ...call.envelope?.success, data: picked.data.parse(result) }),
      );
    } catch (error) {
      if (!(error instanceof ApiError) || !call.envelope) throw error;
      return withDefaultCaching(
        c.json(
          { code: error.status, msg: error.message, ...call.envelope.failure, data: null },
          error.status,
        ),
      );
    }
  });
}
