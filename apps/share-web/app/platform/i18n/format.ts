import { formatCount, formatDisplayTime, timeSincePlus } from "@davmu/format";
import type { Formatters, WordsFormatters } from "./formatters.ts";
import type { Locale, Translate } from "./locales.ts";

/**
 * Chinese is exactly spec §9, as the format package implements and tests it. The words of the
 * locale files (platform.format.*) serve the other locales; the Chinese file carries them too only
 * because every locale file has the same keys.
 */
const CHINESE: Formatters = { count: formatCount, timeSincePlus, displayTime: formatDisplayTime };

/**
 * The other locales' formatters are a chunk of their own: a Chinese page (nearly every page)
 * never fetches them. The server registers them with every text (all-messages.server.ts); the
 * browser loads them before it hydrates a page in another locale, or as it switches to one
 * (use-page-messages.ts).
 */
let words: WordsFormatters | undefined;

export function registerWordsFormatters(made: WordsFormatters): void {
  words = made;
}

let loadingWords: Promise<void> | undefined;

/** In the browser: loads the other locales' formatters (once); null when they are there. */
export function loadWordsFormatters(): Promise<void> | null {
  if (words) return null;
  loadingWords ??= import("./format-words.ts").then(
    (m) => registerWordsFormatters(m.wordsFormatters),
    (error: unknown) => {
      // Tried again at the next render (use-chunk-reload.ts reloads for a chunk a deployment removed).
      loadingWords = undefined;
      throw error;
    },
  );
  return loadingWords;
}

/** The locale's formatters; undefined for a locale whose formatters are not loaded yet. */
export function formattersFor(locale: Locale, t: Translate): Formatters | undefined {
  return locale.code === "zh" ? CHINESE : words?.(t);
}
