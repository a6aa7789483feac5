import type { Database } from "@davmu/content-api/db/schema.ts";
import { createTestApp } from "@davmu/content-api/testing/test-app.ts";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { ITEM_PLACES, PLACES, seedPlaces } from "./seed-places.ts";
import { CITY_WEATHER } from "./seed-weather.ts";

const placed = (db: Kysely<Database>) =>
  db
    .selectFrom("contents as c")
    .innerJoin("places as p", "p.id", "c.place_id")
    .select(["c.source_key", "p.source_key as place"])
    .orderBy("c.id")
    .execute();

describe("seedPlaces", () => {
  it("puts every place on the items named, each city's report in, and adds nothing a second time", async () => {
    const t = await createTestApp();
    const before = await placed(t.db);
    const seededItems = new Set(
      (await t.db.selectFrom("contents").select("source_key").execute()).map((r) => r.source_key),
    );
    const expected = Object.entries(ITEM_PLACES).filter(([item]) => seededItems.has(item));
    expect(before.map((r) => [r.source_key, r.place]).sort()).toEqual(expected.sort());
    // Every article and live room is seeded on any machine; videos only where ffmpeg runs.
    expect(before.filter((r) => r.source_key!.startsWith("seed:doc:")).length).toBe(6);
    expect(before.filter((r) => r.source_key!.startsWith("seed:live:")).length).toBe(4);
    const cities = new Set(PLACES.map((p) => p.cityAdcode));
    const reports = await t.db.selectFrom("city_weather").select(["city_adcode", "report_time"]).execute();
    expect(new Set(reports.map((r) => r.city_adcode))).toEqual(cities);
    expect(CITY_WEATHER).toHaveLength(cities.size);

    const now = Math.max(...reports.map((r) => Number(r.report_time)));
    expect(await seedPlaces(t.db, now + 60)).toBe(0);
    expect(await placed(t.db)).toEqual(before);
    const unchanged = await t.db.selectFrom("city_weather").select(["city_adcode", "report_time"]).execute();
    expect(unchanged).toEqual(reports);
    // A report older than three hours is written again, as a provider's refresh would.
    await seedPlaces(t.db, now + 4 * 3600);
    const refreshed = await t.db.selectFrom("city_weather").select("report_time").execute();
    expect(refreshed.every((r) => Number(r.report_time) === now + 4 * 3600)).toBe(true);
  });
});
