import { DEFAULT_THEME_COLOR } from "@davmu/contract";
import { CHANNELS } from "./channels.ts";

/** The demo product: its name, theme colour and site metadata (app_info and h5_config). */
export const BRAND = {
  appid: 1,
  app_name: "大目新闻",
  primary_color: DEFAULT_THEME_COLOR,
  slogan: "看见身边的大事小情",
  site_name: "大目新闻",
  descriptions: `大目新闻：${CHANNELS.map((c) => c.name).join("、")}，随时随地看见身边的大事小情。`,
  keywords: "大目新闻,新闻资讯,客户端分享,要闻,科技,财经,生活",
  copyright: "© 2026 大目新闻 版权所有",
  /** A demo filing number in the format the MIIT issues (省简称 + ICP备 + number + 号-site). */
  icp: "京ICP备20260001号-1",
} as const;
