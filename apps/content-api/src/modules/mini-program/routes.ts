import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { selectPublishedCards } from "../content/cards.ts";
import { toCard } from "../content/present.ts";
import { toImage } from "../content/present-image.ts";

/**
 * A mini program's card (docs/decisions/0071): the published item of type mini_program and what
 * WeChat opens it with. The same for everyone, for the site's server.
 */
export function miniProgramRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter } = deps;
  const app = new Hono();

  handle(app, config.prefixes, CALLS.miniProgram, async ({ params }) => {
    const id = decodeIdOr404(ids, params.id, "mini program");
    const card = await selectPublishedCards(db)
      .where("c.id", "=", id)
      .where("c.type", "=", "mini_program")
      .executeTakeFirst();
    const details = await db
      .selectFrom("mini_programs")
      .selectAll()
      .where("content_id", "=", id)
      .executeTakeFirst();
    if (!card || !details?.username) throw notFound("mini program not found");
    return {
      content: toCard(presenter, card),
      appid: details.appid,
      username: details.username,
      path: details.path,
      icon: toImage(presenter, {
        url: details.icon_url ?? null,
        width: details.icon_width ?? null,
        height: details.icon_height ?? null,
        alt: card.title,
      }),
    };
  });

  return app;
}
