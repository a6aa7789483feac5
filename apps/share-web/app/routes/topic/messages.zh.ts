/** The topic pages' own texts in Chinese, the default locale. */
export const messages = {
  "topic.title": "话题",
  "topic.listTitle": "热门话题",
  "topic.listLead": "编辑精选的话题，一个话题看懂一件事",
  "topic.count": "{n} 篇内容",
  "topic.items": "话题内容",
  "topic.more": "加载更多",
  "topic.loading": "正在加载…",
  "topic.end": "已经到底了",
  "topic.failed": "加载失败，点击重试",
  "topic.empty": "这个话题还没有内容",
  "topic.all": "全部话题",
  "topic.others": "更多话题",
} as const;

export type TopicMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    topic: typeof messages;
  }
}
