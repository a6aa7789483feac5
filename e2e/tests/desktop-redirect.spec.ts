import { articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { DESKTOP, hydrated, watchForPcRedirect } from "../support/platform.ts";
import { BASE_PATH, SITE_ORIGIN } from "../support/ports.ts";

const pcUrl = (path: string, pc = "pc") =>
  `${SITE_ORIGIN}${BASE_PATH}/${pc}?url=${encodeURIComponent(`${SITE_ORIGIN}${BASE_PATH}/${path}`)}`;

test.describe("on a desktop", () => {
  test.use(DESKTOP);

  test("an article moves to the PC share page, which shows it in the phone frame", async ({ page }) => {
    const item = (await firstPage()).list[0]!;
    await page.goto(articlePath(item));
    await expect(page).toHaveURL(pcUrl(articlePath(item)));
    const frame = page.frameLocator("iframe");
    await expect(frame.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  });

  test("an English page moves to the English PC page", async ({ page }) => {
    await page.goto("en/");
    await expect(page).toHaveURL(pcUrl("en/", "en/pc"));
    await expect(page.getByRole("heading", { name: "Scan to read on your phone" })).toBeVisible();
  });

  test("a page that already has a url query stays where it is", async ({ page }) => {
    const expectNoPcRedirect = await watchForPcRedirect(page);
    const ready = hydrated(page);
    await page.goto("?url=elsewhere");
    await ready;
    await expectNoPcRedirect();
    await expect(page).toHaveURL(`${SITE_ORIGIN}${BASE_PATH}/?url=elsewhere`);
    await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
  });

  test("a page inside a frame stays in the frame", async ({ page }) => {
    const item = (await firstPage()).list[0]!;
    const target = `${SITE_ORIGIN}${BASE_PATH}/${articlePath(item)}`;
    const framed = () => page.frames().find((f) => f.url() === target) ?? null;
    const expectNoPcRedirect = await watchForPcRedirect(page);
    const ready = hydrated(page, framed);
    await page.goto(`pc?url=${encodeURIComponent(target)}`);
    await ready;
    await expectNoPcRedirect();
    expect(framed()).not.toBeNull();
    await expect(
      page.frameLocator("iframe").getByRole("heading", { level: 1, name: item.title }),
    ).toBeVisible();
  });
});

test.describe("a desktop browser in a phone-sized window", () => {
  test.use({ ...DESKTOP, viewport: { width: 390, height: 844 } });

  test("is a desktop by its user agent and moves too", async ({ page }) => {
    await page.goto("./");
    await expect(page).toHaveURL(pcUrl(""));
  });
});

test("a phone stays on the mobile page", EACH_PHONE, async ({ page }) => {
  const item = (await firstPage()).list[0]!;
  const expectNoPcRedirect = await watchForPcRedirect(page);
  const ready = hydrated(page);
  await page.goto(articlePath(item));
  await ready;
  await expectNoPcRedirect();
  await expect(page).toHaveURL(`${SITE_ORIGIN}${BASE_PATH}/${articlePath(item)}`);
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
});
