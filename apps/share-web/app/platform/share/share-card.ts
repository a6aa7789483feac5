import type { Image } from "@davmu/contract/client";

/** What WeChat's share to chat and to timeline take (updateAppMessageShareData and its sibling). */
export type WechatShareData = { title: string; desc: string; link: string; imgUrl: string };

/** The site as a share shows it: its share picture is the card's picture of last resort but the logo. */
export type ShareSite = {
  siteName: string;
  description: string;
  logo: string | null;
  shareImage: Image | null;
};
