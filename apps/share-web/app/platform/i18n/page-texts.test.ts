import { describe, expect, it } from "vitest";
import { registerAllMessages } from "./all-messages.server.ts";
import { pageTextsJson } from "./page-parts.ts";

registerAllMessages();

describe("the texts a page's HTML carries", () => {
  it("are its locale's shared texts and its screens' own, nothing else", () => {
    const json = pageTextsJson("en", ["root", "article"]);
    const { code, parts } = JSON.parse(json) as {
      code: string;
      parts: Record<string, Record<string, string>>;
    };
    expect(code).toBe("en");
    expect(Object.keys(parts).sort()).toEqual(["article.en", "shared.en"]);
    expect(parts["article.en"]?.["article.recommend"]).toBe("Related");
    expect(json).not.toContain("相关推荐");
    expect(json).not.toContain("Trending");
  });

  it("cannot close the script element they sit in", () => {
    expect(pageTextsJson("zh", ["root", "not-found"])).not.toContain("<");
  });
});
