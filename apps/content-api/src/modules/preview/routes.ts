import { PreviewDocumentResponseSchema } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { ok } from "../../http/respond.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { toDetail } from "../content/present.ts";
import { getPreviewDetail } from "./queries.ts";

/**
 * The {pine-inner} preview call: drafts and published items by id, for the site's preview actors.
 * It is an internal call (the site's server makes it); no public list ever reads drafts.
 */
export function previewRoutes(deps: RouteDeps): Hono {
  const app = new Hono();

  app.get(deps.paths.previewDocument(":id"), async (c) => {
    const id = decodeIdOr404(deps.ids, c.req.param("id"), "preview document");
    const row = await getPreviewDetail(deps.db, id);
    if (!row) throw notFound("preview document not found");
    // A preview must show the latest edit: never cached anywhere.
    c.header("Cache-Control", "no-store");
    return ok(c, PreviewDocumentResponseSchema, toDetail(deps.presenter, row));
  });

  return app;
}
