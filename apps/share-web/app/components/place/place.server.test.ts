import type { Place } from "@davmu/contract";
import { describe, expect, it } from "vitest";
import { jsonLdMeta } from "../share/share-meta.ts";
import { withContentLocation } from "./place.server.ts";

const PLACE: Place = {
  id: "AbCdEf12",
  name: "杭州西湖",
  address: "龙井路1号",
  province: "浙江省",
  city: "杭州市",
  district: "西湖区",
  adcode: "330106",
  location: { lng: 120.1485, lat: 30.2425 },
  coordinate: "gcj02",
};

describe("withContentLocation", () => {
  const jsonLd = { "@type": "NewsArticle", headline: "题目" };
  const share = {
    meta: [{ title: "题目" }, jsonLdMeta(jsonLd)],
    wechat: { title: "题目", desc: "", link: "https://x.test/", imgUrl: "" },
    jsonLd,
  };

  it("names the place as the JSON-LD's contentLocation, with its address and no GCJ-02 point", () => {
    const placed = withContentLocation(share, PLACE);
    const expected = {
      ...jsonLd,
      contentLocation: {
        "@type": "Place",
        name: "杭州西湖",
        address: {
          "@type": "PostalAddress",
          streetAddress: "龙井路1号",
          addressLocality: "杭州市",
          addressRegion: "浙江省",
          addressCountry: "CN",
        },
      },
    };
    expect(placed.jsonLd).toEqual(expected);
    expect(placed.meta).toEqual([{ title: "题目" }, jsonLdMeta(expected)]);
    expect(JSON.stringify(placed.jsonLd)).not.toContain("120.1485");
  });

  it("leaves the metadata as it is without a place", () => {
    expect(withContentLocation(share, null)).toBe(share);
  });
});
