import type { Catalogue, LawQuestion } from "@davmu/contract";
import { expect } from "@playwright/test";
import { ids } from "./platform.ts";
import { API_BASE } from "./ports.ts";
import { openHydrated, type Screen } from "./screen.ts";

/** The seed writes a few of each; these are more than enough to find them all by id. */
const SCAN = 20;

async function publicGet<T>(path: string): Promise<T | null> {
  const response = await fetch(`${API_BASE}${path}`);
  if (!response.ok) return null;
  return ((await response.json()) as { data: T }).data;
}

/** The seeded legal questions (there is no list call: a question is reached by its shared link). */
export async function lawQuestions(): Promise<LawQuestion[]> {
  const found = await Promise.all(
    Array.from({ length: SCAN }, (_, n) =>
      publicGet<LawQuestion>(`/law/v1/api/share/question/detail?id=${ids.encode(n + 1)}`),
    ),
  );
  return found.filter((q): q is LawQuestion => q !== null);
}

/** The seeded knowledge bases with their trees. */
export async function catalogues(): Promise<Catalogue[]> {
  const found = await Promise.all(
    Array.from({ length: SCAN }, (_, n) =>
      publicGet<Catalogue>(`/peony/v1/picho/v1/open/${ids.encode(n + 1)}/content`),
    ),
  );
  return found.filter((c): c is Catalogue => c !== null);
}

export const lawQuestionPath = (id: string) => `fazak/problemShare/${id}`;
export const cataloguePath = (rid: string) => `dejin/catalog/${rid}`;
export const cataloguePagePath = (rid: string, uuid: string) => `dejin/content/${rid}-${uuid}`;

/** The legal screens, for the checks every screen gets. */
export const LAW_SCREENS: Screen[] = [
  {
    name: "legal question",
    open: async (page) => {
      const question = (await lawQuestions())[0]!;
      await openHydrated(page, lawQuestionPath(question.id));
      await expect(page.locator(".law-answer").first()).toBeVisible();
    },
  },
  {
    name: "knowledge base",
    open: async (page) => {
      await openHydrated(page, cataloguePath((await catalogues())[0]!.rid));
      await expect(page.locator(".kb-tree__page").first()).toBeVisible();
    },
  },
  {
    name: "knowledge base page",
    open: async (page) => {
      const book = (await catalogues())[0]!;
      const second = book.nodes.filter((n) => n.kind === "page")[1]!;
      await openHydrated(page, cataloguePagePath(book.rid, second.id));
      await expect(page.locator(".kb-tree__page[aria-current]")).toBeVisible();
    },
  },
];
