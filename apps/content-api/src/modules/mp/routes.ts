import { CALLS, type MpProfile } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { ICON_WIDTH, type Presenter } from "../../presenter.ts";
import { optional, toCards } from "../content/present.ts";
import {
  type AccountRow,
  countAccountContents,
  findAccount,
  listAccountContents,
  listAccounts,
} from "./queries.ts";

/** An account as its page shows it, or null (logged) when its avatar cannot be shown. */
function toProfile(p: Presenter, row: AccountRow): MpProfile | null {
  const avatar = p.contentMediaUrl(row.avatar);
  if (!avatar) {
    console.error(`content-api: media account ${row.id} left out: its avatar ${row.avatar} cannot be shown`);
    return null;
  }
  return {
    id: p.ids.encode(row.id),
    name: row.name,
    avatar,
    ...optional("avatar_widths", p.mediaWidths(row.avatar, ICON_WIDTH)),
    description: row.description,
    follower_count: row.follower_count,
    content_count: Number(row.content_count ?? 0),
  };
}

/**
 * Media-account pages ({osman}, for the site's server; docs/decisions/0050): an account with a
 * page of its items, and the accounts to follow. The same for everyone: who follows whom is the
 * browser's to ask.
 */
export function mpRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter } = deps;
  const app = new Hono();

  handle(app, config.prefixes, CALLS.mpInfo, async ({ params, query }) => {
    const { pageindex, pagesize, type } = query();
    const id = decodeIdOr404(ids, params.id, "media account");
    const row = await findAccount(db, id);
    const mp = row && toProfile(presenter, row);
    if (!mp) throw notFound("media account not found");
    const [rows, typeCounts] = await Promise.all([
      listAccountContents(db, { mpId: id, type, limit: pagesize, offset: (pageindex - 1) * pagesize }),
      countAccountContents(db, id),
    ]);
    const total = type ? (typeCounts.find((c) => c.type === type)?.count ?? 0) : mp.content_count;
    return {
      mp,
      type_counts: typeCounts,
      list: toCards(presenter, rows, "a media account's page"),
      pageindex,
      pagesize,
      total,
      has_more: pageindex * pagesize < total,
    };
  });

  handle(app, config.prefixes, CALLS.mpFollowList, async ({ query }) => {
    const { pageindex, pagesize, exclude } = query();
    const { rows, total } = await listAccounts(db, {
      exclude: exclude === undefined ? null : ids.decode(exclude),
      limit: pagesize,
      offset: (pageindex - 1) * pagesize,
    });
    return {
      list: rows.flatMap((row) => toProfile(presenter, row) ?? []),
      pageindex,
      pagesize,
      total,
      has_more: pageindex * pagesize < total,
    };
  });

  return app;
}
