import { screenOfRoute } from "../../screens.ts";
import { addMessages, type Messages } from "./catalog.ts";
import type { LocaleCode } from "./locales.ts";

/** Each locale's shared texts, one chunk per locale. */
const SHARED: Record<LocaleCode, () => Promise<Messages>> = {
  zh: () => import("./zh-cn.ts").then((m) => m.zhCN),
  en: () => import("./en-us.ts").then((m) => m.enUS),
};

/** Each screen's own texts, one chunk per screen and locale. */
const SCREEN_MESSAGES = import.meta.glob<Messages>("../../routes/*/messages.*.ts", { import: "messages" });

const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();

function load(
  part: string,
  importer: (() => Promise<Messages>) | undefined,
  code: LocaleCode,
): Promise<void> {
  if (!importer) {
    loaded.add(part);
    return Promise.resolve();
  }
  let promise = pending.get(part);
  if (!promise) {
    promise = importer().then(
      (messages) => {
        addMessages(code, messages);
        loaded.add(part);
      },
      // A chunk that fails to load (offline, a new deployment) is tried again by the next page.
      (error: unknown) => {
        pending.delete(part);
        throw error;
      },
    );
    pending.set(part, promise);
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
  const folders = new Set(routeIds.map((id) => screenOfRoute(id)?.folder).filter((f) => f !== undefined));
  const parts: [string, (() => Promise<Messages>) | undefined][] = [[`shared.${code}`, SHARED[code]]];
  for (const folder of folders) {
    parts.push([`${folder}.${code}`, SCREEN_MESSAGES[`../../routes/${folder}/messages.${code}.ts`]]);
  }
  const missing = parts.filter(([part]) => !loaded.has(part));
  if (missing.length === 0) return null;
  const key = `page:${missing.map(([part]) => part).join("+")}`;
  let all = pending.get(key);
  if (!all) {
    all = Promise.all(missing.map(([part, importer]) => load(part, importer, code))).then(() => undefined);
    pending.set(key, all);
    all.catch(() => pending.delete(key));
  }
  return all;
}
