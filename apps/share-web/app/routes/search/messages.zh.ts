/** The search page's own texts in Chinese, the default locale. */
export const messages = {
  "search.title": "搜索",
  "search.titleFor": "搜索：{keyword}",
  "search.description": "搜索文章、视频、音频和图集",
  "search.label": "搜索内容",
  "search.placeholder": "搜索感兴趣的内容",
  "search.submit": "搜索",
  "search.hot": "热门搜索",
  "search.recent": "最近搜索",
  "search.clear": "清空",
  "search.remove": "删除“{word}”",
  "search.count": "找到 {n} 条相关内容",
  "search.sections": "圈子、问答、知识与活动",
  "search.none": "没有找到与“{keyword}”相关的内容",
  "search.noneHint": "换个词试试，或者看看大家都在搜什么",
  "search.failed": "搜索暂时不可用，请稍后再试",
  "search.tooLong": "搜索词最多 {n} 个字",
  "search.more": "加载更多",
  "search.loading": "正在加载…",
  "search.end": "没有更多了",
} as const;

export type SearchMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    search: typeof messages;
  }
}
