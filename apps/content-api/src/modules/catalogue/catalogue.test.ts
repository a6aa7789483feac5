import {
  CatalogueChapterResponseSchema,
  CataloguePageResponseSchema,
  CatalogueResponseSchema,
} from "@davmu/contract";
import { CATALOGUE_BOOKS } from "@davmu/demo-content/text/catalogue-books.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededId, type TestApp } from "../../testing/test-app.ts";
import { treeOrder } from "./tree.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const ridOf = async (key: string) => t.ids.encode(await seededId(t, `seed:kb:${key}`, "kb_books"));
const get = async (url: string) => {
  const { status, body } = await t.call(url);
  expect(status, url).toBe(200);
  return body;
};
const catalogue = async (rid: string) =>
  CatalogueResponseSchema.parse(await get(t.paths.catalogue(rid))).data;

describe("the knowledge catalogue", () => {
  it("gives each book its tree in the editors' order: chapters, each followed by its pages", async () => {
    for (const seeded of CATALOGUE_BOOKS) {
      const book = await catalogue(await ridOf(seeded.key));
      expect(book.title).toBe(seeded.title);
      expect(book.cover?.url).toMatch(/^http:\/\/api\.test\/media\/seed\/catalogue\//);
      const expected = seeded.chapters.flatMap((c) => [c.title, ...c.pages.map((p) => p.title)]);
      expect(book.nodes.map((n) => n.title)).toEqual(expected);
      expect(book.page_count).toBe(seeded.chapters.flatMap((c) => c.pages).length);
      expect(book.page_count).toBeGreaterThanOrEqual(8);
      for (const n of book.nodes) {
        expect(n.depth).toBe(n.kind === "chapter" ? 1 : 2);
        if (n.kind === "page") expect(book.nodes.find((c) => c.id === n.parent_id)?.kind).toBe("chapter");
      }
    }
  });

  it("walks every page of a book through next and back through prev, in tree order", async () => {
    const rid = await ridOf(CATALOGUE_BOOKS[0]!.key);
    const book = await catalogue(rid);
    const pages = book.nodes.filter((n) => n.kind === "page");
    let at: string | null = pages[0]!.id;
    const seen: string[] = [];
    let last = null;
    while (at) {
      last = CataloguePageResponseSchema.parse(await get(t.paths.cataloguePage(rid, at))).data;
      seen.push(last.title);
      expect(last.path.map((c) => c.id)).toEqual([pages.find((p) => p.id === at)!.parent_id]);
      expect(last.body_html).toContain("<p>");
      expect(last.book.title).toBe(book.title);
      at = last.next?.id ?? null;
    }
    expect(seen).toEqual(pages.map((p) => p.title));
    expect(last!.prev?.id).toBe(pages.at(-2)!.id);
    const first = CataloguePageResponseSchema.parse(await get(t.paths.cataloguePage(rid, pages[0]!.id))).data;
    expect(first.prev).toBeNull();
  });

  it("gives a chapter with its lead and its pages", async () => {
    const seeded = CATALOGUE_BOOKS[1]!;
    const rid = await ridOf(seeded.key);
    const book = await catalogue(rid);
    const chapter = book.nodes.find((n) => n.kind === "chapter" && n.title === seeded.chapters[1]!.title)!;
    const data = CatalogueChapterResponseSchema.parse(
      await get(t.paths.catalogueChapter(rid, chapter.id)),
    ).data;
    expect(data.summary).toBe(seeded.chapters[1]!.summary);
    expect(data.path).toEqual([]);
    expect(data.children.map((c) => c.title)).toEqual(seeded.chapters[1]!.pages.map((p) => p.title));
  });

  it("answers 404 for an unknown book, a page of another book, a chapter asked as a page and bad ids", async () => {
    const [a, b] = await Promise.all([ridOf(CATALOGUE_BOOKS[0]!.key), ridOf(CATALOGUE_BOOKS[1]!.key)]);
    const bookA = await catalogue(a);
    const pageA = bookA.nodes.find((n) => n.kind === "page")!.id;
    const chapterA = bookA.nodes.find((n) => n.kind === "chapter")!.id;
    const misses = [
      t.paths.catalogue(t.ids.encode(99_999)),
      t.paths.catalogue("zzzzzzzz"),
      t.paths.cataloguePage(b, pageA),
      t.paths.cataloguePage(a, chapterA),
      t.paths.cataloguePage(a, "not-an-id"),
      t.paths.catalogueChapter(a, pageA),
      t.paths.catalogueChapter(b, chapterA),
    ];
    for (const url of misses) expect((await t.call(url)).status, url).toBe(404);
    const id = t.ids.decode(a)!;
    await t.db.updateTable("kb_books").set({ status: "hidden" }).where("id", "=", id).execute();
    expect((await t.call(t.paths.cataloguePage(a, pageA))).status).toBe(404);
    await t.db.updateTable("kb_books").set({ status: "published" }).where("id", "=", id).execute();
  });

  it("stores page bodies through the sanitiser", async () => {
    const bodies = await t.db.selectFrom("kb_nodes").select("body_html").where("kind", "=", "page").execute();
    expect(bodies.length).toBeGreaterThanOrEqual(16);
    for (const { body_html } of bodies) expect(body_html).not.toMatch(/<script|on\w+=|style=/i);
  });

  it("orders a tree with parents first and leaves out orphans and cycles", () => {
    const rows = [
      { id: 3, parent_id: 1, sort: 1 },
      { id: 1, parent_id: null, sort: 0 },
      { id: 2, parent_id: 1, sort: 0 },
      { id: 4, parent_id: null, sort: 1 },
      { id: 5, parent_id: 99, sort: 0 },
      { id: 6, parent_id: 7, sort: 0 },
      { id: 7, parent_id: 6, sort: 0 },
    ];
    expect(treeOrder(rows).map((n) => [n.row.id, n.depth])).toEqual([
      [1, 1],
      [2, 2],
      [3, 2],
      [4, 1],
    ]);
  });
});
