import { CALLS, DANMU_PAGE_MAX, type Danmu } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { badRequest, notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { limitUser } from "../../http/user-rate.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import type { Presenter } from "../../presenter.ts";
import { createWordFilter } from "../../write/word-filter.ts";
import { insertDanmu } from "../../write/write-danmu.ts";
import { requireUser } from "../accounts/caller.ts";
import { type DanmuRow, findDanmuVideo, listDanmu } from "./queries.ts";

const toDanmu = (p: Presenter, row: DanmuRow): Danmu => ({
  id: p.ids.encode(row.id),
  text: row.text,
  offset_ms: row.offset_ms,
  colour: row.colour,
  mode: row.mode,
});

/**
 * Danmu ({peony}; docs/decisions/0042, 0050): a video's bullet comments by window of its timeline,
 * and a logged-in viewer sending one. The text is stored and answered as the plain text it is;
 * pages show it as text. Sending follows the rules of comments: a user token, a rate per user (and
 * per address), and the word filter, whose catches are stored held and listed for nobody.
 */
export function danmuRoutes(deps: RouteDeps): Hono {
  const { db, presenter, ids, config } = deps;
  const app = new Hono();
  const words = createWordFilter(config.blockedWords);

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
      const user = await requireUser(deps, c);
      await limitUser(c, deps.rateStore, {
        name: "danmu",
        userId: user.userId,
        perMinute: config.danmuRatePerMinute,
      });
      const id = decodeIdOr404(ids, params.id, "video");
      const video = await findDanmuVideo(db, id);
      if (!video) throw notFound("video not found");
      const input = await body();
      if (video.duration !== null && input.offset_ms > video.duration * 1000)
        throw badRequest("invalid request: offset_ms: after the end of the video");
      const held = words.hits(input.text).length > 0;
      const [danmuId] = await insertDanmu(db, [
        { ...input, content_id: id, sender: user.subject, created_at: deps.now(), held },
      ]);
      const row = {
        id: danmuId!,
        text: input.text,
        offset_ms: input.offset_ms,
        colour: input.colour.toLowerCase(),
        mode: input.mode,
      };
      return { ...toDanmu(presenter, row), state: held ? ("under_review" as const) : ("visible" as const) };
    },
    { before: [limit] },
  );

  return app;
}
