import { articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { EACH_PHONE } from "../support/phones.ts";

test(
  "every page ends with the site's copyright and its ICP number, linked to the ministry's lookup",
  EACH_PHONE,
  async ({ page }) => {
    const item = (await firstPage()).list.find((i) => i.type === "doc")!;
    for (const path of ["./", articlePath(item), "app", "en/app", "no/such/page", "pc"]) {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      await expect(footer, path).toContainText("© 2026 大目新闻 版权所有");
      const icp = footer.getByRole("link", { name: /^京ICP备\d+号-\d+$/ });
      await expect(icp, path).toHaveAttribute("href", "https://beian.miit.gov.cn/");
      const box = (await icp.boundingBox())!;
      expect(box.height, path).toBeGreaterThanOrEqual(44);
    }
  },
);

test("a comment count is shown only where the comments it counts are shown", async ({ page }) => {
  const item = (await firstPage()).list.find((i) => i.type === "doc" && i.comment_count > 0)!;
  // Cards do not show their comments, so they do not count them.
  await page.goto("./");
  await expect(page.locator("main .content-card").first()).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/\d+(\.\d+)?[万千]?评论/);
  // The article counts what is stored, above the comments themselves.
  await page.goto(articlePath(item));
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  await expect(page.locator(".article-stats")).toContainText("阅读");
  const section = page.locator("section.comments");
  await expect(section.getByRole("heading", { name: `评论 ${item.comment_count}` })).toBeVisible();
  await expect(section.locator(".comments__list > li").first()).toBeVisible();
});

test("on a slow phone the footer stays from the first paint on, so the page's end never jumps under a tap", async ({
  page,
}) => {
  // A re-render while the footer's code was on its way dropped the server's footer for nothing:
  // the page's end jumped up by the footer's height and back, and a tap on 加载更多 landed beside it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.addInitScript(() => {
    const w = window as unknown as { footerLeft: number };
    w.footerLeft = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches("footer") || node.querySelector("footer")))
            w.footerLeft++;
    }).observe(document, { childList: true, subtree: true });
  });
  const linesLoaded = page.waitForResponse(/site-footer-lines[^/]*\.js$/);
  await page.goto(`search?keyword=${encodeURIComponent("城市")}`);
  await expect(page.getByRole("contentinfo")).toContainText("京ICP备");
  await linesLoaded;
  // The lines' code is in: the footer is React's from here on, with the same text.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /京ICP备/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { footerLeft: number }).footerLeft)).toBe(0);
});
