import {
  PreviewDocumentResponseSchema,
  PreviewLinkRequestSchema,
  PreviewLinkResponseSchema,
  PreviewSignatureQuerySchema,
} from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, notFound } from "../../http/api-error.ts";
import { readJson } from "../../http/read-json.ts";
import { ok } from "../../http/respond.ts";
import { bearerMatches } from "../../http/secrets.ts";
import { decodeIdOr404, parseInput } from "../../http/validate.ts";
import { toValidDetail } from "../content/present.ts";
import { issuePreviewLink } from "./issue.ts";
import { isValidPreviewSignature } from "./link.ts";
import { getPreviewDetail } from "./queries.ts";

const REFUSED = "a preview needs a link with a valid, unexpired signature";

/**
 * Previews of drafts (docs/decisions/0020). The {pine-inner} detail call is the site's server's, and
 * answers only for a signed, unexpired link; the editor's call issues such links.
 */
export function previewRoutes(deps: RouteDeps): Hono {
  const { config } = deps;
  const app = new Hono();

  app.get(deps.paths.previewDocument(":id"), async (c) => {
    // A preview must show the latest edit, and a refusal must not be remembered: never cached.
    c.header("Cache-Control", "no-store");
    const id = decodeIdOr404(deps.ids, c.req.param("id"), "preview document");
    // Checked before the database is read, so an unsigned request learns nothing of what exists.
    const query = PreviewSignatureQuerySchema.safeParse(c.req.query());
    const signed =
      query.success &&
      isValidPreviewSignature(config.previewSecret, {
        id,
        expires: Number(query.data.expires),
        signature: query.data.sig,
        now: deps.now(),
      });
    if (!signed) throw new ApiError(403, REFUSED);
    const row = await getPreviewDetail(deps.db, id);
    const detail = row && toValidDetail(deps.presenter, row, "its preview");
    if (!detail) throw notFound("preview document not found");
    return ok(c, PreviewDocumentResponseSchema, detail);
  });

  app.post(deps.paths.previewLink, async (c) => {
    // Off unless configured: the call is then as absent as any unknown path.
    if (!config.editorToken) return c.notFound();
    c.header("Cache-Control", "no-store");
    if (!bearerMatches(c.req.header("authorization"), config.editorToken)) {
      c.header("WWW-Authenticate", 'Bearer realm="preview links"');
      throw new ApiError(401, "an editor token is required (Authorization: Bearer ...)");
    }
    const input = parseInput(PreviewLinkRequestSchema, await readJson(c));
    const link = await issuePreviewLink({ ...deps, now: deps.now(), publicId: input.id, hours: input.hours });
    if (!link) throw notFound("content not found");
    return ok(c, PreviewLinkResponseSchema, link);
  });

  return app;
}
