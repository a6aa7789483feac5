/**
 * The place card's texts in Chinese (docs/decisions/0072): loaded with the card's code, after idle,
 * and only on a page with a place (docs/decisions/0061).
 */
export const messages = {
  "place.label": "位置",
  "place.where": "{city}{district}",
  "place.weather": "当地天气",
  "place.now": "{text} {t}°C",
  "place.range": "{low}~{high}°C",
  "place.today": "今天",
  "place.tomorrow": "明天",
  "place.wind": "{direction} {power}级",
  "place.humidity": "湿度 {n}%",
  "place.openMap": "查看地图",
  "place.closeMap": "收起地图",
  "place.openInAmap": "高德地图打开",
  "place.mapTitle": "{name}的位置地图",
  "place.mapLoading": "地图加载中…",
  "place.mapFailed": "地图暂时加载不出来，可以用高德地图打开",
  "place.coordinates": "东经 {lng}° 北纬 {lat}°",
} as const;

export type PlaceMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    place: typeof messages;
  }
}
