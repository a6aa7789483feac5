import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "./sanitize-html.ts";

describe("sanitizeContentHtml", () => {
  it("keeps the allowed structure as it is", () => {
    const html =
      '<h2>标题</h2><h3>小标题</h3><p>段落<br /><strong>粗</strong><em>斜</em></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote><p>引用</p></blockquote><figure><img src="/media/a.jpg" width="1080" height="720" alt="图" /><figcaption>说明</figcaption></figure>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it("removes script and style elements with their text", () => {
    const out = sanitizeContentHtml("<p>a<script>alert(1)</script></p><style>p{color:red}</style><p>b</p>");
    expect(out).toBe("<p>a</p><p>b</p>");
  });

  it("removes on* handlers and style attributes", () => {
    const out = sanitizeContentHtml(
      '<p onclick="x()" style="color:red" class="c">a</p><img src="/media/x.jpg" onerror="x()" style="w" />',
    );
    expect(out).toBe('<p>a</p><img src="/media/x.jpg" />');
  });

  it("removes iframes, objects, forms and other unknown elements but keeps their text", () => {
    const out = sanitizeContentHtml(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><form><input value="v" /></form><div><span>文字</span></div>',
    );
    expect(out).toBe("文字");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:x",
    "//evil.example/x",
    "/relative/path",
  ])("drops a link to %s, keeping its text", (href) => {
    expect(sanitizeContentHtml(`<p><a href="${href}">链接</a></p>`)).toBe("<p>链接</p>");
  });

  it("leaves no stray markup when a dropped link sits next to an image", () => {
    const out = sanitizeContentHtml('<a href="javascript:x">t</a><img src="/media/a.jpg" />');
    expect(out).toBe('t<img src="/media/a.jpg" />');
  });

  it("keeps http(s) links and marks them noopener noreferrer nofollow", () => {
    const out = sanitizeContentHtml('<a href="https://example.com/x" target="_blank" rel="opener">x</a>');
    expect(out).toBe('<a href="https://example.com/x" rel="noopener noreferrer nofollow">x</a>');
  });

  it.each([
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "//evil.example/a.png",
    "/other/a.png",
    "",
    "/media/../../x",
    "/media/%2e%2e/%2e%2e/x",
    "/media/seed/../../content-api.db",
  ])("drops an image with the source %j", (src) => {
    expect(sanitizeContentHtml(`<p>a</p><img src="${src}" width="10" height="10" />`)).toBe("<p>a</p>");
  });

  it("normalises a media path that stays under /media/", () => {
    expect(sanitizeContentHtml('<img src="/media/seed/x/../a.jpg" />')).toBe(
      '<img src="/media/seed/a.jpg" />',
    );
  });

  it("keeps only numeric image dimensions", () => {
    const out = sanitizeContentHtml(
      '<img src="https://cdn.example/a.jpg" width="100%" height="720" alt="a" />',
    );
    expect(out).toBe('<img src="https://cdn.example/a.jpg" height="720" alt="a" />');
  });

  it("turns h1, b and i into the body's own heading and emphasis tags", () => {
    expect(sanitizeContentHtml("<h1>t</h1><b>b</b><i>i</i>")).toBe("<h2>t</h2><strong>b</strong><em>i</em>");
  });

  it("escapes text so it cannot become markup", () => {
    expect(sanitizeContentHtml("<p>&lt;script&gt;x&lt;/script&gt;</p>")).toBe(
      "<p>&lt;script&gt;x&lt;/script&gt;</p>",
    );
  });
});
