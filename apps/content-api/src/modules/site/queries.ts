import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The settings of one app (app_info and h5_config), or undefined for an unknown appid. */
export function getApp(db: Kysely<Database>, appid: number) {
  return db.selectFrom("apps").selectAll().where("appid", "=", appid).executeTakeFirst();
}

export function listChannels(db: Kysely<Database>) {
  return db.selectFrom("channels").selectAll().orderBy("sort").orderBy("id").execute();
}

export function findChannel(db: Kysely<Database>, id: number) {
  return db.selectFrom("channels").select(["id", "section"]).where("id", "=", id).executeTakeFirst();
}
