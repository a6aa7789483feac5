import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * Places and the weather there (docs/decisions/0072):
 *
 * - `places`: a named point (GCJ-02, as AMap draws it) with its address and administrative
 *   division; `city_adcode` names the city whose weather report applies.
 * - `contents.place_id`: the place an item was made at or is about; null for most items.
 * - `city_weather`: the latest report per city. A production service fills it from a weather
 *   provider; the reference service has no internet, so the seed fills it.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("places")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("source_key", "text", (c) => c.unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("province", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("district", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("adcode", "text", (c) => c.notNull())
    .addColumn("city_adcode", "text", (c) => c.notNull())
    .addColumn("lng", t.double, (c) => c.notNull())
    .addColumn("lat", t.double, (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("contents")
    .addColumn("place_id", "integer", (c) => c.references("places.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("contents_place").on("contents").column("place_id").execute();
  await db.schema
    .createTable("city_weather")
    .addColumn("city_adcode", "text", (c) => c.primaryKey())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("condition", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("temperature", "integer", (c) => c.notNull())
    .addColumn("humidity", "integer", (c) => c.notNull())
    .addColumn("wind_direction", "text", (c) => c.notNull())
    .addColumn("wind_power", "text", (c) => c.notNull())
    // JSON array, today first: [{ condition, text, high, low }].
    .addColumn("forecast", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("report_time", t.time, (c) => c.notNull())
    .execute();
}

export const placesMigration: Migration = { up };
