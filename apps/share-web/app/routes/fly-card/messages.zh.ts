/** The fly cards' own texts in Chinese, the default locale. */
export const messages = {
  "flyCard.label": "卡片",
  "flyCard.stack": "{title}：卡片",
  "flyCard.counter": "第 {n} 张，共 {total} 张",
  "flyCard.prev": "上一张",
  "flyCard.next": "下一张",
  "flyCard.hint": "左右滑动或用方向键切换卡片",
  "flyCard.read": "查看全文",
  "flyCard.doneTitle": "这一组卡片看完了",
  "flyCard.doneText": "共 {total} 张卡片。可以从头再看一遍，或者换成列表慢慢读。",
  "flyCard.again": "从头再看",
  "flyCard.asList": "列表浏览",
  "flyCard.empty": "这组卡片还是空的，编辑正在挑选内容",
} as const;

export type FlyCardMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    flyCard: typeof messages;
  }
}
