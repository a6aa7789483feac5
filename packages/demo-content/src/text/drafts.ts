import type { ArticleSeed } from "./types.ts";

/** Items still being edited: they are in the database but must never reach a visitor. */
export const DRAFTS: readonly (ArticleSeed & { channel: string })[] = [
  {
    channel: "news",
    title: "【待审】中心城区停车收费标准拟调整 听证会下月召开",
    keywords: ["停车", "听证会"],
    cover: "street",
    body: `草稿：中心城区停车收费调整方案尚在征求意见阶段，各时段价格数据待物价部门核实后再补。
听证会的时间和参加人名单以正式公告为准，发布前请与发改委确认。`,
  },
  {
    channel: "tech",
    title: "【待审】某新款折叠屏手机上手体验",
    keywords: ["折叠屏", "数码"],
    cover: "device",
    body: `草稿：评测稿件，等待厂商解禁时间后发布，跑分与续航数据须以量产机复测。
铰链寿命部分的说法来自厂商资料，发布前请补充第三方测试的出处。`,
  },
];
