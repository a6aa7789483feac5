import { folderOfRoute } from "../../screens.ts";
import { addMessages, type Messages, messagesOfPart } from "./catalog.ts";
import type { LocaleCode } from "./locales.ts";

/**
 * The parts of the catalogue a page needs, by name: its locale's shared texts (`shared.zh`) and
 * those of each of its screens (`article.zh`), a screen without texts of its own included (its
 * part is empty), so a page can tell without loading anything whether it has them all.
 */
export function pageParts(code: LocaleCode, routeIds: readonly string[]): string[] {
  const folders = new Set(
    routeIds.flatMap((id) => {
      const folder = folderOfRoute(id);
      return folder ? [folder] : [];
    }),
  );
  return [`shared.${code}`, ...[...folders].map((folder) => `${folder}.${code}`)];
}

/** The parts a page needs that are not in the catalogue yet (load-messages.ts loads them). */
export function missingParts(code: LocaleCode, routeIds: readonly string[]): string[] {
  return pageParts(code, routeIds).filter((part) => messagesOfPart(part) === undefined);
}

/** In the browser: takes the texts the server wrote into the page (`pageTextsJson`). */
export function addPageTexts(json: string | null | undefined): void {
  if (!json) return;
  try {
    const { code, parts } = JSON.parse(json) as { code: LocaleCode; parts: Record<string, Messages> };
    for (const [name, messages] of Object.entries(parts)) addMessages(code, name, messages);
  } catch {
    // Unreadable texts are loaded as chunks instead (loadPageMessages).
  }
}

/**
 * On the server: the texts of a page, by part, as JSON for the page's HTML, so the browser has them
 * before it hydrates without a request of its own (`<` escaped: the JSON sits in a script element).
 */
export function pageTextsJson(code: LocaleCode, routeIds: readonly string[]): string {
  const parts: Record<string, Messages> = {};
  for (const part of pageParts(code, routeIds)) parts[part] = messagesOfPart(part) ?? {};
  return JSON.stringify({ code, parts }).replace(/</g, "\\u003c");
}
