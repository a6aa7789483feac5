import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The settings of one app (app_info and h5_config), or undefined for an unknown appid. */
export function getApp(db: Kysely<Database>, appid: number) {
  return db.selectFrom("apps").selectAll().where("appid", "=", appid).executeTakeFirst();
}

export function listChannels(db: Kysely<Database>) {
  return db.selectFrom("channels").selectAll().orderBy("sort").orderBy("id").execute();
}

export async function channelExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom("channels").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}
