import { PlaceResponseSchema, PlaceWeatherResponseSchema } from "@davmu/contract";
import { ITEM_PLACES, PLACES } from "@davmu/demo-content/seed-places.ts";
import { CITY_WEATHER } from "@davmu/demo-content/seed-weather.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededId, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const idOf = async (sourceKey: string) => t.ids.encode(await seededId(t, sourceKey));

describe("place of a content item (GET /peony/v3/lbs/{id})", () => {
  it("gives the seeded place of an article: name, address, division and its GCJ-02 point", async () => {
    const id = await idOf("seed:doc:life:4");
    const { status, body } = await t.call(t.paths.lbs(id));
    expect(status).toBe(200);
    const place = PlaceResponseSchema.parse(body).data;
    const seeded = PLACES.find((p) => p.key === ITEM_PLACES["seed:doc:life:4"])!;
    expect(place).toEqual({
      id,
      name: "杭州西湖",
      address: seeded.address,
      province: "浙江省",
      city: "杭州市",
      district: "西湖区",
      adcode: "330106",
      location: { lng: seeded.lng, lat: seeded.lat },
      coordinate: "gcj02",
    });
  });

  it("gives the places of live rooms and videos too", async () => {
    for (const key of ["seed:live:night-market", "seed:live:flood-season"]) {
      const { status, body } = await t.call(t.paths.lbs(await idOf(key)));
      expect(status, key).toBe(200);
      const want = PLACES.find((p) => p.key === ITEM_PLACES[key])!;
      expect(PlaceResponseSchema.parse(body).data.name).toBe(want.name);
    }
  });

  it("answers 404 for an id that does not decode, an unknown item and a draft; null for an item without a place", async () => {
    const without = await t.db
      .selectFrom("contents")
      .select("id")
      .where("place_id", "is", null)
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    const draft = await t.db
      .selectFrom("contents")
      .select("id")
      .where("status", "=", "draft")
      .executeTakeFirstOrThrow();
    const place = await t.db.selectFrom("places").select("id").executeTakeFirstOrThrow();
    await t.db.updateTable("contents").set({ place_id: place.id }).where("id", "=", draft.id).execute();
    for (const id of ["zzzzzzzz", t.ids.encode(999_999), t.ids.encode(draft.id)]) {
      for (const path of [t.paths.lbs(id), t.paths.lbsWeather(id)]) {
        const { status, body } = await t.call(path);
        expect(status, path).toBe(404);
        expect(body).toMatchObject({ code: 404, data: null });
      }
    }
    // Most items have no place: that is an answer, not an error a page would log.
    for (const path of [
      t.paths.lbs(t.ids.encode(without.id)),
      t.paths.lbsWeather(t.ids.encode(without.id)),
    ]) {
      const { status, body } = await t.call(path);
      expect(status, path).toBe(200);
      expect(body).toMatchObject({ code: 0, data: null });
    }
  });
});

describe("weather at a content item's place (GET /peony/v3/lbs_weather/{id})", () => {
  it("gives the city's conditions now and a forecast from today, dated by China's calendar", async () => {
    const id = await idOf("seed:doc:culture:12");
    const { status, body } = await t.call(t.paths.lbsWeather(id));
    expect(status).toBe(200);
    const weather = PlaceWeatherResponseSchema.parse(body).data;
    const seeded = CITY_WEATHER.find((w) => w.city === "成都市")!;
    expect(weather).toMatchObject({
      id,
      city: "成都市",
      adcode: "510100",
      now: {
        condition: seeded.condition,
        text: seeded.text,
        temperature: seeded.temperature,
        humidity: seeded.humidity,
        wind_direction: seeded.windDirection,
        wind_power: seeded.windPower,
      },
    });
    expect(weather.forecast.map((d) => [d.text, d.high, d.low])).toEqual(
      seeded.forecast.map((d) => [d.text, d.high, d.low]),
    );
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(weather.forecast[0]!.date).toBe(today);
    for (const day of weather.forecast) expect(day.high).toBeGreaterThanOrEqual(day.low);
  });

  it("leaves out forecast days already gone when the report is old", async () => {
    const app = await createTestApp({}, { now: () => Math.floor(Date.now() / 1000) + 86_400 });
    const row = await app.db
      .selectFrom("contents")
      .select("id")
      .where("source_key", "=", "seed:video:news-1")
      .executeTakeFirst();
    // The videos are seeded only where ffmpeg runs; a room in the same city stands in otherwise.
    const key = row ? "seed:video:news-1" : "seed:live:flood-season";
    const item = await app.db
      .selectFrom("contents")
      .select("id")
      .where("source_key", "=", key)
      .executeTakeFirstOrThrow();
    const { status, body } = await app.call(app.paths.lbsWeather(app.ids.encode(item.id)));
    expect(status).toBe(200);
    const weather = PlaceWeatherResponseSchema.parse(body).data;
    expect(weather.city).toBe("广州市");
    expect(weather.forecast).toHaveLength(2);
    expect(weather.forecast[0]!.text).toBe(CITY_WEATHER.find((w) => w.city === "广州市")!.forecast[1]!.text);
  });

  it("answers no weather while the place's city has no report yet, and the place still", async () => {
    const id = await idOf("seed:doc:life:7");
    await t.db.deleteFrom("city_weather").where("city_adcode", "=", "320500").execute();
    const weather = await t.call(t.paths.lbsWeather(id));
    expect(weather.status).toBe(200);
    expect(weather.body).toMatchObject({ code: 0, data: null });
    const place = await t.call(t.paths.lbs(id));
    expect(PlaceResponseSchema.parse(place.body).data.city).toBeTruthy();
  });
});
