import type { ContentType } from "@davmu/contract";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type CardRow, selectListedCards } from "../content/cards.ts";

type Accounts = ExpressionBuilder<Database & { m: Database["media_accounts"] }, "m">;

/** How many items a media account has published, as its lists show them. */
const contentCount = (eb: Accounts) =>
  eb
    .selectFrom("contents as mc")
    .select((e) => e.fn.countAll<number>().as("n"))
    .whereRef("mc.mp_id", "=", "m.id")
    .where("mc.status", "=", "published")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("album_items as member")
            .select("member.album_id")
            .whereRef("member.item_id", "=", "mc.id"),
        ),
      ),
    )
    .as("content_count");

function selectAccounts(db: Kysely<Database>) {
  return db
    .selectFrom("media_accounts as m")
    .select(["m.id", "m.name", "m.avatar", "m.description", "m.follower_count"])
    .select((eb) => [contentCount(eb)]);
}

export type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>["execute"]>>[number];

export function findAccount(db: Kysely<Database>, id: number): Promise<AccountRow | undefined> {
  return selectAccounts(db).where("m.id", "=", id).executeTakeFirst();
}

/** A page of the account's published items (of one type, or all), newest first. */
export async function listAccountContents(
  db: Kysely<Database>,
  input: { mpId: number; type?: ContentType; limit: number; offset: number },
): Promise<CardRow[]> {
  let rows = selectListedCards(db).where("c.mp_id", "=", input.mpId);
  if (input.type) rows = rows.where("c.type", "=", input.type);
  return rows
    .orderBy("c.publish_time", "desc")
    .orderBy("c.id", "desc")
    .limit(input.limit)
    .offset(input.offset)
    .execute();
}

/** How many items the account published of each type, most first (ties by type). */
export async function countAccountContents(
  db: Kysely<Database>,
  mpId: number,
): Promise<{ type: ContentType; count: number }[]> {
  const rows = await selectListedCards(db)
    .clearSelect()
    .select(["c.type", (eb) => eb.fn.countAll<number>().as("n")])
    .where("c.mp_id", "=", mpId)
    .groupBy("c.type")
    .execute();
  return rows
    .map((r) => ({ type: r.type, count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

/** A page of the media accounts, most followed first, without `exclude`. */
export async function listAccounts(
  db: Kysely<Database>,
  input: { exclude: number | null; limit: number; offset: number },
): Promise<{ rows: AccountRow[]; total: number }> {
  let rows = selectAccounts(db);
  let count = db.selectFrom("media_accounts as m").select((eb) => eb.fn.countAll<number>().as("n"));
  if (input.exclude !== null) {
    rows = rows.where("m.id", "!=", input.exclude);
    count = count.where("m.id", "!=", input.exclude);
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy("m.follower_count", "desc")
      .orderBy("m.id")
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(total.n) };
}
