import type { ReadinessCheck } from "@davmu/ops";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";

/** The app whose information every page of the site asks for first (spec §3: appid 1). */
const SITE_APP_ID = 1;

/**
 * Whether the service can answer the site: its database answers, and is seeded (the site's app
 * row is there; without it no page renders). The schema is migrated before the process listens.
 */
export function serviceReadiness(db: Kysely<Database>): ReadinessCheck {
  return async () => {
    try {
      await sql`select 1`.execute(db);
    } catch {
      return "the database does not answer";
    }
    const app = await db
      .selectFrom("apps")
      .select("appid")
      .where("appid", "=", SITE_APP_ID)
      .executeTakeFirst();
    return app ? null : "the database has no content yet (not seeded)";
  };
}
