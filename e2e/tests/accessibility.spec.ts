import { articlePath, firstPage, groups } from "../support/api.ts";
import { blocking, describeViolations, runAxe } from "../support/axe.ts";
import { switchColourScheme } from "../support/colour-scheme.ts";
import { EDITORIAL_SCREENS } from "../support/editorial.ts";
import { expect, test } from "../support/fixtures.ts";
import { keepScreenshot, SCREENS, warmUp } from "../support/screens.ts";
import { SERVICE_SCREENS } from "../support/services.ts";

test.beforeAll(async ({ baseURL }) => warmUp(baseURL ?? ""));

test.describe("axe-core, WCAG 2 A and AA, on a phone set to light, then to dark", () => {
  test.use({ colorScheme: "light" });
  // Each test waits for hydration, then axe walks the whole page twice: seconds on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const screen of [...SCREENS, ...EDITORIAL_SCREENS, ...SERVICE_SCREENS]) {
    test(`${screen.name}: no serious or critical violation in either theme`, async ({ page }, info) => {
      await screen.open(page);
      for (const colorScheme of ["light", "dark"] as const) {
        if (colorScheme !== "light") await switchColourScheme(page, colorScheme);
        const violations = blocking(await runAxe(page));
        expect(
          violations,
          `axe found on ${page.url()} (${colorScheme}):\n${describeViolations(violations)}`,
        ).toEqual([]);
        // Asked for, the run leaves every screen in both themes for a person to look through
        // (test-results/screens/<phone>/<theme>/).
        await keepScreenshot(page, info.project.name, colorScheme, screen.name);
      }
    });
  }
});

test("every page has one h1 and one main landmark", async ({ page }) => {
  const article = (await firstPage()).list.find((i) => i.type === "doc")!;
  for (const path of ["./", "en/", articlePath(article), "pc", "no/such/page"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
    await expect(page.getByRole("main"), path).toHaveCount(1);
  }
});

test("English pages speak the service's Chinese content as Chinese and their own words as English", async ({
  page,
}) => {
  const list = (await firstPage()).list;
  const article = list.find((i) => i.type === "doc")!;
  await page.goto(`en/${articlePath(article)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toHaveAttribute("lang", "zh");
  await expect(page.locator(".article-body")).toHaveAttribute("lang", "zh");
  await expect(page.getByRole("heading", { name: "Related" })).not.toHaveAttribute("lang", /./);

  await page.goto("en/");
  const card = page.getByRole("heading", { level: 3, name: list[0]!.title });
  await expect(card).toHaveAttribute("lang", "zh");
  const tabs = page.getByRole("navigation", { name: "Channels" });
  await expect(tabs.getByRole("link", { name: (await groups())[0]!.name })).toHaveAttribute("lang", "zh");
  await expect(tabs.getByRole("link", { name: "For you" })).not.toHaveAttribute("lang", /./);

  // Chinese pages are Chinese throughout: nothing to mark.
  await page.goto(articlePath(article));
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("heading", { level: 1, name: article.title })).not.toHaveAttribute("lang", /./);
});

for (const [kind, prefix, lang] of [
  ["an English", "en/", "zh"],
  ["a Chinese", "", null],
] as const) {
  test(`the footer's copyright and ICP number (site config, in Chinese) on ${kind} page: lang ${lang ?? "not set"}`, async ({
    page,
  }) => {
    const article = (await firstPage()).list.find((i) => i.type === "doc")!;
    await page.goto(`${prefix}${articlePath(article)}`);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: /ICP/ })).toBeVisible();
    if (lang) await expect(footer).toHaveAttribute("lang", lang);
    else await expect(footer).not.toHaveAttribute("lang", /./);
  });
}
