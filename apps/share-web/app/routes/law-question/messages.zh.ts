/** The legal question page's own texts in Chinese, the default locale. */
export const messages = {
  "law.category.labour": "劳动纠纷",
  "law.category.family": "婚姻家事",
  "law.category.property": "房产物业",
  "law.category.traffic": "交通事故",
  "law.category.consumer": "消费维权",
  "law.category.debt": "债权债务",
  "law.asked": "{name} 提问",
  "law.views": "{n} 浏览",
  "law.answers": "{n} 个回答",
  "law.sort": "回答排序",
  "law.sort.likes": "最赞",
  "law.sort.time": "最新",
  "law.accepted": "已采纳",
  "law.verified": "认证律师",
  "law.unverified": "网友",
  "law.years": "执业 {n} 年",
  "law.likes": "{n} 人觉得有用",
  "law.more": "查看更多回答",
  "law.loading": "正在加载…",
  "law.end": "已显示全部回答",
  "law.failed": "加载失败，点击重试",
  "law.noAnswers": "还没有律师回答这个问题",
  "law.disclaimer.title": "温馨提示",
  "law.disclaimer":
    "以上回答由律师及网友根据提问者描述的情况作出，仅供参考，不构成正式的法律意见。具体案件请携带证据材料咨询执业律师，或拨打 12348 公共法律服务热线。",
  "law.pageTitle": "法律咨询",
} as const;

export type LawMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    lawQuestion: typeof messages;
  }
}
