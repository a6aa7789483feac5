import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * A published item's place, with the item's id: undefined without the item (or a draft), and
 * `content_id` alone (the place's fields null) for an item without a place.
 */
export function findItemPlace(db: Kysely<Database>, contentId: number) {
  return db
    .selectFrom("contents as c")
    .leftJoin("places as p", "p.id", "c.place_id")
    .select([
      "c.id as content_id",
      "p.name",
      "p.address",
      "p.province",
      "p.city",
      "p.district",
      "p.adcode",
      "p.city_adcode",
      "p.lng",
      "p.lat",
    ])
    .where("c.id", "=", contentId)
    .where("c.status", "=", "published")
    .executeTakeFirst();
}

type FoundRow = NonNullable<Awaited<ReturnType<typeof findItemPlace>>>;
/** An item's place, once it is known to have one. */
export type ItemPlaceRow = { [K in keyof FoundRow]: NonNullable<FoundRow[K]> };

/** Whether a found item has a place (the left join found one). */
export function hasPlace(row: FoundRow): row is ItemPlaceRow {
  return row.name !== null && row.city_adcode !== null && row.lng !== null && row.lat !== null;
}

/** The latest weather report of a city; undefined when none has come yet. */
export function findCityWeather(db: Kysely<Database>, cityAdcode: string) {
  return db.selectFrom("city_weather").selectAll().where("city_adcode", "=", cityAdcode).executeTakeFirst();
}

export type CityWeatherRow = NonNullable<Awaited<ReturnType<typeof findCityWeather>>>;
