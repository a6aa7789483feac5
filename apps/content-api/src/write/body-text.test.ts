import { describe, expect, it } from "vitest";
import { bodyText } from "./body-text.ts";

describe("an item's body text for search", () => {
  it("keeps the words, drops tags and attributes, and separates blocks", () => {
    const html =
      '<h2>开篇</h2><p>地铁<strong>四号线</strong>开通</p><figure><img src="/media/a.jpg" alt="站台"><figcaption>新站台</figcaption></figure><p>早高峰</p>';
    expect(bodyText(html)).toBe("开篇 地铁四号线开通 新站台 早高峰");
  });

  it("reads entities as the characters they stand for", () => {
    expect(bodyText("<p>A &amp; B &lt;3&gt; &quot;引号&quot;</p>")).toBe('A & B <3> "引号"');
  });

  it("never takes a script's or style's text for words", () => {
    expect(bodyText("<p>正文</p><script>var hidden = 1</script><style>p{}</style>")).toBe("正文");
  });
});
