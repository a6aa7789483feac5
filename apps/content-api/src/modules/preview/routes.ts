import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, notFound } from "../../http/api-error.ts";
import { editorOnly } from "../../http/editor.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
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

  const refused = () => new ApiError(403, REFUSED);

  handle(
    app,
    config.prefixes,
    CALLS.previewDocument,
    async ({ c, params, query }) => {
      // A preview must show the latest edit, and a refusal must not be remembered: never cached.
      c.header("Cache-Control", "no-store");
      const id = decodeIdOr404(deps.ids, params.id, "preview document");
      // Checked before the database is read, so an unsigned request learns nothing of what exists.
      const { expires, sig } = query();
      const signed = isValidPreviewSignature(config.previewSecret, {
        id,
        expires: Number(expires),
        signature: sig,
        now: deps.now(),
      });
      if (!signed) throw refused();
      const row = await getPreviewDetail(deps.db, id);
      const detail = row && toValidDetail(deps.presenter, row, "its preview");
      if (!detail) throw notFound("preview document not found");
      return detail;
    },
    // A link without a well-formed signature is refused like one with a wrong signature.
    { invalid: refused },
  );

  handle(app, config.prefixes, CALLS.previewLink, async ({ c, body }) => {
    const refused = await editorOnly(c, deps, "preview links");
    if (refused) return refused;
    const input = await body();
    const link = await issuePreviewLink({ ...deps, now: deps.now(), publicId: input.id, hours: input.hours });
    if (!link) throw notFound("content not found");
    return link;
  });

  return app;
}
