import { describe, expect, it } from "vitest";
import { addMessages } from "./catalog.ts";
import { enUS } from "./en-us.ts";
import { formattersFor, loadWordsFormatters } from "./format.ts";
import { LOCALES, translator } from "./locales.ts";

const [zh, en] = LOCALES;

describe("the other locales' formatters in the browser", () => {
  it("are not there until loaded; Chinese needs nothing loaded", async () => {
    expect(formattersFor(zh, translator(zh))).toBeDefined();
    expect(formattersFor(en, translator(en))).toBeUndefined();
    const loading = loadWordsFormatters();
    expect(loading).toBeInstanceOf(Promise);
    // One load, however many ask.
    expect(loadWordsFormatters()).toBe(loading);
    await loading;
    addMessages("en", "shared.en", enUS);
    expect(loadWordsFormatters()).toBeNull();
    expect(formattersFor(en, translator(en))?.count(12_345)).toBe("12.3K");
  });
});
