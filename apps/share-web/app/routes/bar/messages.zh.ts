/** The channel bar's own texts in Chinese, the default locale. */
export const messages = {
  "bar.title": "频道",
  "bar.lead": "按频道浏览，或者去话题、直播里逛逛",
  "bar.description": "全部频道与栏目：要闻、科技、财经、文化、生活等频道，以及话题、直播、短视频和搜索。",
  "bar.channels": "全部频道",
  "bar.all": "推荐",
  "bar.allHint": "各频道精选",
  "bar.sections": "更多栏目",
  "bar.topics": "话题",
  "bar.topicsHint": "{n} 个热门话题",
  "bar.live": "直播",
  "bar.liveNow": "正在直播：{title}",
  "bar.liveSoon": "即将开播：{title}",
  "bar.svideo": "短视频",
  "bar.svideoHint": "最新：{title}",
  "bar.search": "搜索",
  "bar.searchHint": "搜文章、视频、直播和话题",
} as const;

export type BarMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    bar: typeof messages;
  }
}
