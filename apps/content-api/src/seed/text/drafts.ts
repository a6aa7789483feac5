import type { ArticleSeed } from "./types.ts";

/** Items still being edited: they are in the database but must never reach a visitor. */
export const DRAFTS: readonly (ArticleSeed & { channel: string })[] = [
  {
    channel: "news",
    title: "【待审】中心城区停车收费标准拟调整 听证会下月召开",
    summary: "草稿：停车收费调整方案尚在征求意见阶段，数据待核实，暂不发布。",
    topic: "停车收费调整",
    keywords: ["停车", "听证会"],
  },
  {
    channel: "tech",
    title: "【待审】某新款折叠屏手机上手体验",
    summary: "草稿：评测稿件，等待厂商解禁时间后发布。",
    topic: "折叠屏手机",
    keywords: ["折叠屏", "数码"],
  },
];
