import { CALLS, DANMU_PAGE_MAX, type Danmu } from "@davmu/contract";
import { Hono } from "hono";
import { insertDanmu } from "../../content/write-danmu.ts";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, badRequest, notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import type { Presenter } from "../../presenter.ts";
import { verifiedSubject } from "../auth/anonymous-token.ts";
import { type DanmuRow, findDanmuVideo, listDanmu } from "./queries.ts";

const toDanmu = (p: Presenter, row: DanmuRow): Danmu => ({
  id: p.ids.encode(row.id),
  text: row.text,
  offset_ms: row.offset_ms,
  colour: row.colour,
  mode: row.mode,
});

/**
 * Danmu ({peony}; docs/decisions/0042): a video's bullet comments by window of its timeline, and a
 * viewer sending one. The text is stored and answered as the plain text it is; pages show it as text.
 */
export function danmuRoutes(deps: RouteDeps): Hono {
  const { db, presenter, ids, config } = deps;
  const app = new Hono();

  handle(app, config.prefixes, CALLS.danmuList, async ({ params, query }) => {
    const { from, to } = query();
    const id = decodeIdOr404(ids, params.id, "video");
    if (!(await findDanmuVideo(db, id))) throw notFound("video not found");
    const rows = await listDanmu(db, { contentId: id, from, to, limit: DANMU_PAGE_MAX + 1 });
    return {
      list: rows.slice(0, DANMU_PAGE_MAX).map((row) => toDanmu(presenter, row)),
      from,
      to,
      has_more: rows.length > DANMU_PAGE_MAX,
    };
  });

  const limit = rateLimit("danmu", config.danmuRatePerMinute, {
    trustedProxies: config.trustedProxies,
    store: deps.rateStore,
  });
  handle(
    app,
    config.prefixes,
    CALLS.danmuPost,
    async ({ c, params, body }) => {
      // A token this service signed: the anonymous one until phone login exists; who sent what is kept.
      const sender = await verifiedSubject(config.tokenSecret, c.req.header("authorization"), deps.now());
      if (!sender) throw new ApiError(401, "sending danmu needs a token this service signed");
      const id = decodeIdOr404(ids, params.id, "video");
      const video = await findDanmuVideo(db, id);
      if (!video) throw notFound("video not found");
      const input = await body();
      if (video.duration !== null && input.offset_ms > video.duration * 1000)
        throw badRequest("invalid request: offset_ms: after the end of the video");
      const [danmuId] = await insertDanmu(db, [{ ...input, content_id: id, sender, created_at: deps.now() }]);
      const row = {
        id: danmuId!,
        text: input.text,
        offset_ms: input.offset_ms,
        colour: input.colour.toLowerCase(),
        mode: input.mode,
      };
      return toDanmu(presenter, row);
    },
    { before: [limit] },
  );

  return app;
}
