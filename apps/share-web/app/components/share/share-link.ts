type ShareNavigator = Pick<Navigator, "clipboard"> & { share?: Navigator["share"] };

/**
 * Shares a page's address: the system's share sheet where there is one, else the address copied
 * to the clipboard. Answers "copied" when the visitor should be told so, "shared" when the sheet
 * took it, "none" when neither could (or the visitor closed the sheet).
 */
export async function shareLink(
  page: { title: string },
  url: string,
  nav: ShareNavigator = navigator,
): Promise<"shared" | "copied" | "none"> {
  try {
    if (nav.share) {
      await nav.share({ title: page.title, url });
      return "shared";
    }
    await nav.clipboard.writeText(url);
    return "copied";
  } catch {
    return "none";
  }
}
