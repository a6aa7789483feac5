import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export function listChannels(db: Kysely<Database>) {
  return db.selectFrom("channels").selectAll().orderBy("sort").orderBy("id").execute();
}

export async function channelExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom("channels").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}
