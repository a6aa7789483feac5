/**
 * The demo places (docs/decisions/0072) as data, the items that carry them, and the writing of
 * both; each place's city's weather is in seed-weather.ts.
 */
import type { Database } from "@davmu/content-api/db/schema.ts";
import type { Kysely } from "kysely";
import { seedCityWeather } from "./seed-weather.ts";

type PlaceSeed = {
  key: string;
  name: string;
  address: string;
  province: string;
  city: string;
  district: string;
  adcode: string;
  cityAdcode: string;
  /** GCJ-02, as AMap gives them. */
  lng: number;
  lat: number;
};

/** The demo places (docs/decisions/0072): real landmarks at their GCJ-02 points. */
export const PLACES: readonly PlaceSeed[] = [
  {
    key: "seed:place:xihu",
    name: "杭州西湖",
    address: "龙井路1号",
    province: "浙江省",
    city: "杭州市",
    district: "西湖区",
    adcode: "330106",
    cityAdcode: "330100",
    lng: 120.1485,
    lat: 30.2425,
  },
  {
    key: "seed:place:gushan-museum",
    name: "浙江省博物馆孤山馆区",
    address: "孤山路25号",
    province: "浙江省",
    city: "杭州市",
    district: "西湖区",
    adcode: "330106",
    cityAdcode: "330100",
    lng: 120.1446,
    lat: 30.2563,
  },
  {
    key: "seed:place:silian-166",
    name: "丝联166创意产业园",
    address: "丝联路166号",
    province: "浙江省",
    city: "杭州市",
    district: "拱墅区",
    adcode: "330105",
    cityAdcode: "330100",
    lng: 120.1558,
    lat: 30.3121,
  },
  {
    key: "seed:place:hangzhou-grand-theatre",
    name: "杭州大剧院",
    address: "新业路39号",
    province: "浙江省",
    city: "杭州市",
    district: "上城区",
    adcode: "330102",
    cityAdcode: "330100",
    lng: 120.2133,
    lat: 30.2476,
  },
  {
    key: "seed:place:kuanzhai",
    name: "成都宽窄巷子",
    address: "金河路口宽窄巷子",
    province: "四川省",
    city: "成都市",
    district: "青羊区",
    adcode: "510105",
    cityAdcode: "510100",
    lng: 104.0537,
    lat: 30.6697,
  },
  {
    key: "seed:place:yulin",
    name: "成都玉林西路",
    address: "玉林西路",
    province: "四川省",
    city: "成都市",
    district: "武侯区",
    adcode: "510107",
    cityAdcode: "510100",
    lng: 104.0521,
    lat: 30.6331,
  },
  {
    key: "seed:place:chengdu-museum",
    name: "成都博物馆",
    address: "小河街1号",
    province: "四川省",
    city: "成都市",
    district: "青羊区",
    adcode: "510105",
    cityAdcode: "510100",
    lng: 104.0625,
    lat: 30.6599,
  },
  {
    key: "seed:place:pingjiang",
    name: "苏州平江路",
    address: "平江路历史街区",
    province: "江苏省",
    city: "苏州市",
    district: "姑苏区",
    adcode: "320508",
    cityAdcode: "320500",
    lng: 120.6306,
    lat: 31.3166,
  },
  {
    key: "seed:place:daxue-road",
    name: "上海杨浦大学路",
    address: "大学路",
    province: "上海市",
    city: "上海市",
    district: "杨浦区",
    adcode: "310110",
    cityAdcode: "310100",
    lng: 121.5102,
    lat: 31.3042,
  },
  {
    key: "seed:place:zhujiang-new-town",
    name: "广州珠江新城",
    address: "花城广场",
    province: "广东省",
    city: "广州市",
    district: "天河区",
    adcode: "440106",
    cityAdcode: "440100",
    lng: 113.3245,
    lat: 23.1192,
  },
  {
    key: "seed:place:yantian-port",
    name: "深圳盐田港",
    address: "盐田港区北山道",
    province: "广东省",
    city: "深圳市",
    district: "盐田区",
    adcode: "440308",
    cityAdcode: "440300",
    lng: 114.27,
    lat: 22.578,
  },
  {
    key: "seed:place:hankou-riverside",
    name: "武汉汉口江滩",
    address: "沿江大道",
    province: "湖北省",
    city: "武汉市",
    district: "江岸区",
    adcode: "420102",
    cityAdcode: "420100",
    lng: 114.2996,
    lat: 30.5941,
  },
];

/**
 * Which demo items carry which place, by the items' source keys: articles whose words fit the
 * place, videos, and the live rooms' venues. Items the seed did not write are skipped.
 */
export const ITEM_PLACES: Readonly<Record<string, string>> = {
  "seed:doc:life:4": "seed:place:xihu",
  "seed:doc:culture:2": "seed:place:yulin",
  "seed:doc:culture:11": "seed:place:silian-166",
  "seed:doc:culture:12": "seed:place:chengdu-museum",
  "seed:doc:life:7": "seed:place:pingjiang",
  "seed:doc:life:11": "seed:place:daxue-road",
  "seed:video:news-1": "seed:place:zhujiang-new-town",
  "seed:video:finance-1": "seed:place:yantian-port",
  "seed:video:culture-1": "seed:place:gushan-museum",
  "seed:live:marathon": "seed:place:hankou-riverside",
  "seed:live:night-market": "seed:place:kuanzhai",
  "seed:live:opera": "seed:place:hangzhou-grand-theatre",
  "seed:live:flood-season": "seed:place:zhujiang-new-town",
};

/**
 * The places, the items that carry them and each city's weather. Idempotent: places are skipped
 * by key and an item keeps a place once it has one; only a report older than three hours is
 * rewritten (the stand-in for a provider's refresh). Returns how many places were new.
 */
export async function seedPlaces(db: Kysely<Database>, now: number): Promise<number> {
  const added = await db
    .insertInto("places")
    .values(
      PLACES.map((p) => ({
        source_key: p.key,
        name: p.name,
        address: p.address,
        province: p.province,
        city: p.city,
        district: p.district,
        adcode: p.adcode,
        city_adcode: p.cityAdcode,
        lng: p.lng,
        lat: p.lat,
      })),
    )
    .onConflict((oc) => oc.column("source_key").doNothing())
    .returning("id")
    .execute();
  const placeIds = new Map(
    (
      await db.selectFrom("places").select(["id", "source_key"]).where("source_key", "is not", null).execute()
    ).map((r) => [r.source_key, r.id]),
  );
  for (const [itemKey, placeKey] of Object.entries(ITEM_PLACES)) {
    await db
      .updateTable("contents")
      .set({ place_id: placeIds.get(placeKey)! })
      .where("source_key", "=", itemKey)
      .where("place_id", "is", null)
      .execute();
  }
  await seedCityWeather(db, now);
  return added.length;
}
