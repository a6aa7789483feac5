import { expect, test } from "../support/fixtures.ts";
import { cataloguePagePath, cataloguePath, catalogues } from "../support/law-catalogue.ts";
import { visit } from "../support/visit.ts";

test("a knowledge base's tree opens a page, and next and previous move through it in tree order", async ({
  page,
}) => {
  const book = (await catalogues())[0]!;
  const pages = book.nodes.filter((n) => n.kind === "page");
  const chapters = book.nodes.filter((n) => n.kind === "chapter");
  await page.goto(cataloguePath(book.rid));
  await expect(page.getByRole("heading", { level: 1, name: book.title })).toBeVisible();
  await expect(page.getByText(book.description)).toBeVisible();
  const tree = page.getByRole("navigation", { name: "目录" });
  await expect(tree.getByRole("link")).toHaveCount(pages.length);

  // A chapter folds away and opens again.
  const chapter = tree.locator("summary", { hasText: chapters[1]!.title });
  const second = pages.find((p) => p.parent_id === chapters[1]!.id)!;
  await expect(tree.getByRole("link", { name: second.title })).toBeVisible();
  await chapter.click();
  await expect(tree.getByRole("link", { name: second.title })).toBeHidden();
  await chapter.click();
  await tree.getByRole("link", { name: second.title }).click();

  await expect(page).toHaveURL(new RegExp(`/dejin/content/${book.rid}-${second.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: second.title })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "所在位置" });
  await expect(crumbs.getByRole("link", { name: book.title })).toBeVisible();
  await expect(crumbs.getByRole("link", { name: chapters[1]!.title })).toBeVisible();
  await expect(page.locator(".article-body p").first()).toBeVisible();
  const contents = page.getByRole("navigation", { name: "目录" });
  await expect(contents.getByRole("link", { name: second.title })).toHaveAttribute("aria-current", "page");

  const at = pages.findIndex((p) => p.id === second.id);
  const pager = page.getByRole("navigation", { name: "章节导航" });
  await pager.getByRole("link", { name: /下一节/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: pages[at + 1]!.title })).toBeVisible();
  await pager.getByRole("link", { name: /上一节/ }).click();
  // Each step from the page it lands on: a second tap before the first has landed would take the
  // same link again.
  await expect(page.getByRole("heading", { level: 1, name: pages[at]!.title })).toBeVisible();
  await pager.getByRole("link", { name: /上一节/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: pages[at - 1]!.title })).toBeVisible();

  await page.getByRole("link", { name: "返回目录" }).click();
  await expect(page).toHaveURL(new RegExp(`/dejin/catalog/${book.rid}$`));
});

test("the first page has no previous one and the last no next", async ({ page }) => {
  const book = (await catalogues())[1]!;
  const pages = book.nodes.filter((n) => n.kind === "page");
  await page.goto(cataloguePagePath(book.rid, pages[0]!.id));
  const pager = page.getByRole("navigation", { name: "章节导航" });
  await expect(pager.getByText("已经是第一节")).toBeVisible();
  await page.goto(cataloguePagePath(book.rid, pages.at(-1)!.id));
  await expect(pager.getByText("已经是最后一节")).toBeVisible();
  await expect(pager.getByRole("link", { name: /上一节/ })).toContainText(pages.at(-2)!.title);
});

test("bad catalogue and page ids are 404 pages", async ({ page }) => {
  const [a, b] = await catalogues();
  for (const path of ["dejin/catalog/not-an-id!", "dejin/content/zzzzzzzz", `dejin/content/${a!.rid}`]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/404$/);
  }
  const pageOfA = a!.nodes.find((n) => n.kind === "page")!.id;
  for (const path of ["dejin/catalog/zzzzzzzz", cataloguePagePath(b!.rid, pageOfA)]) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "页面找不到了" }), path).toBeVisible();
  }
});
