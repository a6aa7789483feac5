import { addMessages, type Messages, messagesOfPart } from "./catalog.ts";
import { laterPartOfFile } from "./later-parts.ts";
import { type LocaleCode, localeFromPath } from "./locales.ts";
import { addLaterPart, missingParts } from "./page-parts.ts";

/** Each locale's shared texts, one chunk per locale. */
const SHARED: Record<LocaleCode, () => Promise<Messages>> = {
  zh: () => import("./zh-cn.ts").then((m) => m.zhCN),
  en: () => import("./en-us.ts").then((m) => m.enUS),
};

/** Each screen's own texts, one chunk per screen and locale. */
const SCREEN_MESSAGES = import.meta.glob<Messages>("../../routes/*/messages.*.ts", { import: "messages" });

/** The texts of parts of a page that come after idle, one chunk per part and locale (`loadLaterPart`). */
const LATER_MESSAGES = new Map<string, () => Promise<Messages>>(
  Object.entries(
    import.meta.glob<Messages>(["../../components/*/messages.*.ts", "../../components/*/*.messages.*.ts"], {
      import: "messages",
    }),
  ).flatMap(([file, load]) => {
    const part = laterPartOfFile(file);
    return part ? [[`${part.name}.${part.code}`, load] as const] : [];
  }),
);

const NONE = () => Promise.resolve({});

/** Where a part's texts come from; a screen without texts of its own has an empty part. */
function importerOf(part: string): () => Promise<Messages> {
  const [name = "", code = ""] = part.split(".");
  if (name === "shared") return SHARED[code as LocaleCode];
  return SCREEN_MESSAGES[`../../routes/${name}/messages.${code}.ts`] ?? LATER_MESSAGES.get(part) ?? NONE;
}

const pending = new Map<string, Promise<void>>();

function load(part: string, code: LocaleCode): Promise<void> {
  let promise = pending.get(part);
  if (!promise) {
    promise = importerOf(part)().then(
      (messages) => addMessages(code, part, messages),
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
 * when they are there already, otherwise one promise per set of texts (the same on every call).
 * A chunk of its own: the first page has its texts in its HTML (page-parts.ts, `addPageTexts`).
 */
export function loadPageMessages(code: LocaleCode, routeIds: readonly string[]): Promise<void> | null {
  const missing = missingParts(code, routeIds);
  if (missing.length === 0) return null;
  const key = `page:${missing.join("+")}`;
  let all = pending.get(key);
  if (!all) {
    all = Promise.all(missing.map((part) => load(part, code))).then(() => undefined);
    pending.set(key, all);
    all.catch(() => pending.delete(key));
  }
  return all;
}

/**
 * In the browser: the texts of a part of the page that comes after idle (`open-app`: the
 * open-in-app dialogs, loaded with their controller; `errors`: the error screen), in the page's
 * locale; from now on the texts of later pages include them (page-parts.ts).
 */
export function loadLaterPart(name: string): Promise<void> {
  // BASE_URL is the site's base path with its trailing slash ("/davmu/share/").
  const code = localeFromPath(window.location.pathname.slice(import.meta.env.BASE_URL.length - 1)).code;
  const part = `${name}.${code}`;
  // Counted among a page's parts once here, never before: a render meanwhile must not wait for it.
  if (messagesOfPart(part)) {
    addLaterPart(name); // in the page's HTML (an error page's texts)
    return Promise.resolve();
  }
  return load(part, code).then(() => addLaterPart(name));
}
