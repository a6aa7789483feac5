import type { ContentPage } from "@davmu/contract";
import type { Page } from "@playwright/test";
import { apiLogin, startLoggedIn, storedCounts } from "../support/accounts.ts";
import { apiGet, articlePath } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { holdRequests } from "../support/hold.ts";
import { elementHydrated, hasReactStarted, reactStarted } from "../support/platform.ts";
import { BASE_PATH, SITE_ORIGIN } from "../support/ports.ts";

/** An article of its own for each phone profile and test, so comments are not shared between tests. */
async function articleFor(project: string, slot: number) {
  const { list } = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  const docs = list.filter((i) => i.type === "doc");
  return docs[((project === "iphone" ? 0 : 1) + slot * 2 + 10) % docs.length]!;
}

const section = (page: Page) => page.locator("section.comments");
const MORE = "查看更多评论";
const composer = (page: Page) => section(page).getByRole("textbox", { name: "写评论" });
/** The section is a chunk hydrated after idle: wait for it to answer taps. */
const sectionReady = (page: Page) => elementHydrated(page, ".comments__field");
async function post(page: Page, text: string) {
  await composer(page).fill(text);
  await section(page).getByRole("button", { name: "发布" }).click();
}
const commentByText = (page: Page, text: string) =>
  section(page)
    .locator(".comment__body")
    .filter({ has: page.getByText(text, { exact: true }) });

test("the article's HTML carries its first comments and their count, for everyone", async ({ page }) => {
  const { list } = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  const item = list.find((i) => i.type === "doc" && i.comment_count > 3)!;
  const first = await apiGet<{ list: { text: string }[]; comment_count: number }>(
    `/peony-inner/inner/comment/${item.id}?pagesize=3`,
  );
  const response = await page.request.get(articlePath(item));
  const html = await response.text();
  expect(html).toContain(first.list[0]!.text);
  await page.goto(articlePath(item));
  await expect(section(page).getByRole("heading", { name: /评论/ })).toBeVisible();
  await expect(section(page).getByText(first.list[0]!.text)).toBeVisible();
  // After idle nothing moves under the reader; the rest comes when asked for.
  await sectionReady(page);
  await expect(section(page).locator(".comments__list > li")).toHaveCount(3);
  await section(page).getByRole("button", { name: MORE }).click();
  await expect.poll(() => section(page).locator(".comments__list > li").count()).toBeGreaterThan(3);
});

test("on the English page the section speaks English once it has hydrated with its texts, which came with its code", async ({
  page,
}) => {
  const { list } = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  const item = list.find((i) => i.type === "doc" && i.comment_count > 3)!;
  const html = await (await page.request.get(`en/${articlePath(item)}`)).text();
  // The page's own texts hold the section's heading, not the section's.
  expect(html).toContain('"comments.title":"Comments"');
  expect(html).not.toContain('"comments.sort.hot"');
  await page.goto(`en/${articlePath(item)}`);
  await sectionReady(page);
  const order = section(page).getByRole("group", { name: "Order" });
  await order.getByRole("button", { name: "Top" }).click();
  await expect(order.getByRole("button", { name: "Top" })).toHaveAttribute("aria-pressed", "true");
  // The top comments came in, and the line under them is the section's own text, in English.
  await expect(section(page).locator(".comments__list > li").first()).toBeVisible();
  await expect(section(page).getByText(/^(More comments|No more comments)$/)).toBeVisible();
  await expect(section(page).getByRole("button", { name: "Log in to comment" })).toBeVisible();
});

test("a logged-in reader comments and replies; both stay after a reload and are counted", async ({
  page,
}, testInfo) => {
  await startLoggedIn(page, await apiLogin());
  const item = await articleFor(testInfo.project.name, 0);
  const before = (await storedCounts(item.id)).comment_count;
  await page.goto(articlePath(item));
  await sectionReady(page);
  const text = `地铁开通后通勤省了二十分钟 ${testInfo.project.name} ${Date.now()}`;
  await post(page, text);
  await expect(commentByText(page, text)).toBeVisible();
  await expect(composer(page)).toHaveValue("");
  await expect.poll(async () => (await storedCounts(item.id)).comment_count).toBe(before + 1);

  await commentByText(page, text).getByRole("button", { name: "回复" }).click();
  await expect(section(page).getByText(/^回复 @/)).toBeVisible();
  const reply = `同感，早上能多睡一会儿 ${Date.now()}`;
  await post(page, reply);
  await expect(section(page).getByText(reply, { exact: true })).toBeVisible();

  await page.reload();
  await sectionReady(page);
  await expect(commentByText(page, text)).toBeVisible();
  // Replies are counted under their comment and shown on request.
  await section(page)
    .locator(".comments__list > li", { has: page.getByText(text, { exact: true }) })
    .getByRole("button", { name: "共 1 条回复" })
    .click();
  await expect(section(page).getByText(reply, { exact: true })).toBeVisible();
  expect((await storedCounts(item.id)).comment_count).toBe(before + 2);
});

test("a comment the filter holds shows 'under review' to its author only", async ({
  page,
  browser,
}, testInfo) => {
  await startLoggedIn(page, await apiLogin());
  const item = await articleFor(testInfo.project.name, 1);
  await page.goto(articlePath(item));
  await sectionReady(page);
  const text = `资料太多了 加 微-信 发你 ${Date.now()}`;
  await post(page, text);
  await expect(commentByText(page, text).getByText("审核中，仅自己可见")).toBeVisible();
  await expect(section(page).getByRole("status")).toHaveText("评论已提交，审核通过后其他人可见");
  await page.reload();
  await expect(commentByText(page, text).getByText("审核中，仅自己可见")).toBeVisible();

  const stranger = await browser.newPage();
  await stranger.goto(`${SITE_ORIGIN}${BASE_PATH}/${articlePath(item)}`);
  await sectionReady(stranger);
  await expect.poll(() => stranger.locator(".comments__list > li").count()).toBeGreaterThan(0);
  await expect(stranger.getByText(text)).toHaveCount(0);
  await stranger.close();
});

test("hostile text is shown as text, and a comment's like stays after a reload", async ({
  page,
}, testInfo) => {
  await startLoggedIn(page, await apiLogin());
  const item = await articleFor(testInfo.project.name, 2);
  await page.goto(articlePath(item));
  await sectionReady(page);
  const hostile = `<img src=x onerror="document.body.dataset.owned=1"> ${Date.now()}`;
  await post(page, hostile);
  await expect(commentByText(page, hostile)).toBeVisible();
  expect(await page.evaluate(() => document.body.dataset.owned)).toBeUndefined();
  const like = commentByText(page, hostile).getByRole("button", { name: /^赞 .* 的评论/ });
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await sectionReady(page);
  await expect(commentByText(page, hostile).getByRole("button", { name: /^赞 .* 的评论/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("a logged-out reader who starts a comment logs in and comes back to the draft", async ({
  page,
}, testInfo) => {
  const item = await articleFor(testInfo.project.name, 3);
  const path = articlePath(item);
  await page.goto(path);
  await sectionReady(page);
  const login = section(page).getByRole("button", { name: "登录后参与评论" });
  // Reaching it with the keyboard changes nothing; a tap goes to log in.
  await login.focus();
  await expect(page).toHaveURL(new RegExp(`/${path}$`));
  await expect(section(page).getByRole("textbox")).toHaveCount(0);
  await login.click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(`/${path}`)}$`));
  // As after the login page: logged in, back on the article, the composer is ready.
  await startLoggedIn(page, await apiLogin());
  await page.goto(path);
  await sectionReady(page);
  await expect(composer(page)).toBeFocused();
  const text = `回来接着写 ${Date.now()}`;
  await post(page, text);
  await expect(commentByText(page, text)).toBeVisible();
});

test("a post the service refuses is taken away, and the draft is kept", async ({ page }, testInfo) => {
  await startLoggedIn(page, await apiLogin());
  const item = await articleFor(testInfo.project.name, 4);
  await page.goto(articlePath(item));
  await sectionReady(page);
  await page.route(`**/v1/comment/${item.id}`, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 429, body: "" }) : route.continue(),
  );
  const text = `这条会被拒绝 ${Date.now()}`;
  await post(page, text);
  await expect(section(page).getByRole("status")).toHaveText("发得太快了，请稍后再试");
  await expect(commentByText(page, text)).toHaveCount(0);
  await expect(composer(page)).toHaveValue(text);
});

test("a tap on 共 N 条回复 before the section's code has come opens the replies once it has", async ({
  page,
}) => {
  // An article whose server HTML shows a comment with its replies folded.
  const { list } = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  let path = "";
  for (const item of list.filter((i) => i.type === "doc")) {
    const html = await (await fetch(`${SITE_ORIGIN}${BASE_PATH}/${articlePath(item)}`)).text();
    if (/共 \d+ 条回复/.test(html)) {
      path = articlePath(item);
      break;
    }
  }
  expect(path, "an article with folded replies").not.toBe("");
  // The section's code is on its way while the reader taps: the page is live, the section is not.
  const code = await holdRequests(page, /\/assets\/comment-panel-[^/]*\.js$/);
  await page.goto(path);
  await reactStarted(page);
  const folded = section(page)
    .locator(".comments__list > li")
    .filter({ has: page.getByRole("button", { name: /^共 \d+ 条回复$/ }) })
    .first();
  // Its place in the list: once open, it no longer has the button.
  const at = await folded.evaluate((li) => [...li.parentElement!.children].indexOf(li));
  const comment = section(page).locator(".comments__list > li").nth(at);
  await comment.getByRole("button", { name: /^共 \d+ 条回复$/ }).click();
  await code.firstSeen;
  expect(await hasReactStarted(page)).toBe(true);
  await expect(comment.locator(".comment__replies > li")).toHaveCount(0);
  code.release();
  await expect(comment.locator(".comment__replies > li").first()).toBeVisible();
});

test("a post whose answer is lost, sent again, is saved once", async ({ page }, testInfo) => {
  await startLoggedIn(page, await apiLogin());
  const item = await articleFor(testInfo.project.name, 6);
  await page.goto(articlePath(item));
  await sectionReady(page);
  // The first post reaches the service and is saved; its answer never reaches the phone.
  let lost = 0;
  await page.route(`**/v1/comment/${item.id}`, async (route) => {
    if (route.request().method() !== "POST" || lost > 0) return route.continue();
    lost++;
    await route.fetch();
    await route.abort("connectionreset");
  });
  const text = `网络断了一下 ${Date.now()}`;
  await post(page, text);
  await expect(section(page).getByRole("status")).not.toBeEmpty();
  await expect(composer(page)).toHaveValue(text);
  // The visitor sends the kept draft again: it shows once, and once after a reload.
  await post(page, text);
  await expect(commentByText(page, text)).toHaveCount(1);
  await page.reload();
  await sectionReady(page);
  await expect(commentByText(page, text)).toHaveCount(1);
});

test("a logged-out reader who likes a comment logs in and finds it liked", async ({ page }, testInfo) => {
  const item = await articleFor(testInfo.project.name, 5);
  const path = articlePath(item);
  await page.goto(path);
  await sectionReady(page);
  const first = section(page).locator(".comments__list > li").first();
  const like = first.getByRole("button", { name: /^赞 .* 的评论/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(`/${path}`)}$`));
  // As after the login page: logged in, back on the article, the like is done. The page's own
  // refresh of the list, read before the like was stored but answered after it (a slow network),
  // must not take the like back.
  await startLoggedIn(page, await apiLogin());
  // The list is read first; the like is stored after it, and its answer reaches the page before the
  // list's, which is marked so that the test sees when it is shown.
  const LATE = "（晚到的列表）";
  let listRead = () => {};
  const read = new Promise<void>((resolve) => (listRead = resolve));
  let likeAnswered = () => {};
  const answered = new Promise<void>((resolve) => (likeAnswered = resolve));
  await page.route(
    (url) => url.pathname.endsWith(`/v1/comment/${item.id}`),
    async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      listRead();
      await answered;
      const body = (await response.json()) as { data: { list: { text: string }[] } };
      body.data.list.at(-1)!.text += LATE;
      await route.fulfill({ response, json: body });
    },
  );
  await page.route(
    (url) => url.pathname.endsWith("/v1/star"),
    async (route) => {
      await read;
      await route.fulfill({ response: await route.fetch() });
      likeAnswered();
    },
  );
  await page.goto(path);
  await sectionReady(page);
  const liked = section(page)
    .locator(".comments__list > li")
    .first()
    .getByRole("button", { name: /^赞 .* 的评论/ });
  await expect(liked).toHaveAttribute("aria-pressed", "true");
  // And still once the late list is shown.
  await expect(section(page).getByText(LATE)).toBeVisible();
  await expect(liked).toHaveAttribute("aria-pressed", "true");
});
