import { folderOfRoute } from "../../screens.ts";
import { addMessages, type Messages, messagesOfPart } from "./catalog.ts";
import type { LocaleCode } from "./locales.ts";

/**
 * In the browser: the parts of a page that came after idle with texts of their own, by name
 * (`laterPartOfFile`; `open-app`: the open-in-app dialogs). Their texts are not in the page's HTML; once such a
 * part is there, every later page needs its texts in that page's locale too (a switch of locale
 * waits for them). Never filled on the server, where every text is in the catalogue.
 */
const laterParts = new Set<string>();

export function addLaterPart(name: string): void {
  laterParts.add(name);
}

/**
 * The parts of the catalogue a page needs, by name: its locale's shared texts (`shared.zh`) and
 * those of each of its screens (`article.zh`), a screen without texts of its own included (its
 * part is empty), so a page can tell without loading anything whether it has them all; in the
 * browser, those of the later parts it has loaded as well (`addLaterPart`).
 */
export function pageParts(code: LocaleCode, routeIds: readonly string[]): string[] {
  const folders = new Set(
    routeIds.flatMap((id) => {
      const folder = folderOfRoute(id);
      return folder ? [folder] : [];
    }),
  );
  return [
    `shared.${code}`,
    ...[...folders].map((folder) => `${folder}.${code}`),
    ...[...laterParts].map((name) => `${name}.${code}`),
  ];
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
 * On the server: the texts of a page, by part (an error page's with the error screen's), as JSON
 * for the page's HTML, so the browser has them before it hydrates without a request of its own
 * (`<` escaped: the JSON sits in a script element).
 */
export function pageTextsJson(code: LocaleCode, routeIds: readonly string[], error = false): string {
  const parts: Record<string, Messages> = {};
  for (const part of pageParts(code, routeIds)) parts[part] = messagesOfPart(part) ?? {};
  // An error page shows the error screen at once: its texts come with the page.
  if (error) parts[`errors.${code}`] = messagesOfPart(`errors.${code}`) ?? {};
  return JSON.stringify({ code, parts }).replace(/</g, "\\u003c");
}
