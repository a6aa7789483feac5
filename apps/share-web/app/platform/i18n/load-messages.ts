import { screenOfRoute } from "../../screens.ts";
import { addMessages, type Messages, messagesOfPart } from "./catalog.ts";
import type { LocaleCode } from "./locales.ts";

/** Each locale's shared texts, one chunk per locale. */
const SHARED: Record<LocaleCode, () => Promise<Messages>> = {
  zh: () => import("./zh-cn.ts").then((m) => m.zhCN),
  en: () => import("./en-us.ts").then((m) => m.enUS),
};

/** Each screen's own texts, one chunk per screen and locale. */
const SCREEN_MESSAGES = import.meta.glob<Messages>("../../routes/*/messages.*.ts", { import: "messages" });

type Part = { name: string; importer: () => Promise<Messages> };

const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();

/** The parts of the catalogue a page needs: its locale's shared texts and those of its screens. */
function pageParts(code: LocaleCode, routeIds: readonly string[]): Part[] {
  const folders = new Set(routeIds.map((id) => screenOfRoute(id)?.folder).filter((f) => f !== undefined));
  return [
    { name: `shared.${code}`, importer: SHARED[code] },
    // A screen without texts of its own (the not-found screen) needs none.
    ...[...folders].flatMap((folder) => {
      const importer = SCREEN_MESSAGES[`../../routes/${folder}/messages.${code}.ts`];
      return importer ? [{ name: `${folder}.${code}`, importer }] : [];
    }),
  ];
}

function load({ name, importer }: Part, code: LocaleCode): Promise<void> {
  let promise = pending.get(name);
  if (!promise) {
    promise = importer().then(
      (messages) => {
        addMessages(code, name, messages);
        loaded.add(name);
      },
      // A chunk that fails to load (offline, a new deployment) is tried again by the next page.
      (error: unknown) => {
        pending.delete(name);
        throw error;
      },
    );
    pending.set(name, promise);
  }
  return promise;
}

/**
 * In the browser: makes sure the texts a page needs are in the catalogue, its locale's shared
 * texts and those of the screens its routes render, and nothing of the other locale. Answers null
 * when they are there already, otherwise one promise per set of texts (the same on every call, so
 * a render can wait for it).
 */
export function loadPageMessages(code: LocaleCode, routeIds: readonly string[]): Promise<void> | null {
  const missing = pageParts(code, routeIds).filter(({ name }) => !loaded.has(name));
  if (missing.length === 0) return null;
  const key = `page:${missing.map(({ name }) => name).join("+")}`;
  let all = pending.get(key);
  if (!all) {
    all = Promise.all(missing.map((part) => load(part, code))).then(() => undefined);
    pending.set(key, all);
    all.catch(() => pending.delete(key));
  }
  return all;
}

/**
 * On the server: the texts of a page, by part, as JSON for the page's HTML, so the browser has them
 * before it hydrates without a request of its own (`<` escaped: the JSON sits in a script element).
 */
export function pageTextsJson(code: LocaleCode, routeIds: readonly string[]): string {
  const parts: Record<string, Messages> = {};
  for (const { name } of pageParts(code, routeIds)) {
    const messages = messagesOfPart(name);
    if (messages) parts[name] = messages;
  }
  return JSON.stringify({ code, parts }).replace(/</g, "\\u003c");
}

/** In the browser: takes the texts the server wrote into the page (see `pageTextsJson`). */
export function addPageTexts(json: string | null | undefined): void {
  if (!json) return;
  try {
    const { code, parts } = JSON.parse(json) as { code: LocaleCode; parts: Record<string, Messages> };
    for (const [name, messages] of Object.entries(parts)) {
      addMessages(code, name, messages);
      loaded.add(name);
    }
  } catch {
    // Unreadable texts are loaded as chunks instead (loadPageMessages).
  }
}
