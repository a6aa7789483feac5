import type { MiniProgram } from "@davmu/contract/client";

/** The preview picture spans the card (the page's column less its margins). */
export const MINI_PROGRAM_PREVIEW_SIZES = "(min-width: 720px) 688px, calc(100vw - 32px)";

/**
 * WeChat's plain-text URL scheme for a mini program (WeChat documentation, "获取 URL Scheme":
 * 明文 URL Scheme `weixin://dl/business/?appid=&path=`): a phone browser hands it to WeChat, which
 * opens the mini program at that page, once the mini program has allowed the page in its settings.
 * The path goes without its query, which the scheme carries separately.
 */
export function weixinScheme(program: Pick<MiniProgram, "appid" | "path">): string {
  const [path = "", query = ""] = program.path.split("?");
  const params = new URLSearchParams({ appid: program.appid, path });
  if (query) params.set("query", query);
  return `weixin://dl/business/?${params.toString()}`;
}
