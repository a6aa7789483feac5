import { isWechat } from "../../platform/wechat/wechat-env.ts";

type ShareNavigator = Pick<Navigator, "clipboard" | "userAgent"> & { share?: Navigator["share"] };

/**
 * Whether the system's share sheet (the Web Share API) is there to share with: not inside WeChat,
 * whose own menu shares the page's card (wechat-share.ts), whatever its browser offers.
 */
export function canShareNatively(nav: Omit<ShareNavigator, "clipboard"> = navigator): boolean {
  return typeof nav.share === "function" && !isWechat(nav.userAgent);
}

/**
 * Shares a page's address: the system's share sheet where there is one (canShareNatively), else
 * the address copied to the clipboard. Answers "copied" when the visitor should be told so,
 * "shared" when the sheet took it, "none" when neither could (or the visitor closed the sheet).
 */
export async function shareLink(
  page: { title: string },
  url: string,
  nav: ShareNavigator = navigator,
): Promise<"shared" | "copied" | "none"> {
  try {
    if (canShareNatively(nav) && nav.share) {
      await nav.share({ title: page.title, url });
      return "shared";
    }
    await nav.clipboard.writeText(url);
    return "copied";
  } catch {
    return "none";
  }
}
