// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

const TEXT = '{"@context":"https://schema.org","@type":"NewsArticle","headline":"\\u003c标题\\u003e"}';
const SONG = {
  property: "music:song",
  content: "https://wap.example.com/davmu/share/mp/audio/2026/11/AbCdEf12",
};
const TRACK = { property: "music:song:track", content: "1" };

/** The module afresh, as the server's or the browser's build has it. */
async function load() {
  vi.resetModules();
  return import("./structured-data.tsx");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("StructuredData", () => {
  it("writes the tags and blocks the server's render was given, as they are, in their order", async () => {
    vi.stubEnv("SSR", true);
    const { StructuredData, StructuredDataContext } = await load();
    const html = renderToString(
      <StructuredDataContext value={{ tags: [SONG, TRACK], jsonLd: [TEXT, "{}"] }}>
        <StructuredData />
      </StructuredDataContext>,
    );
    expect(html).toBe(
      `<meta property="music:song" content="${SONG.content}"/><meta property="music:song:track" content="1"/>` +
        `<script type="application/ld+json">${TEXT}</script><script type="application/ld+json">{}</script>`,
    );
    expect(renderToString(<StructuredData />)).toBe("");
  });

  it("renders nothing in the browser", async () => {
    vi.stubEnv("SSR", false);
    const { StructuredData, StructuredDataContext } = await load();
    const { container } = render(
      <StructuredDataContext value={{ tags: [SONG], jsonLd: [TEXT] }}>
        <StructuredData />
      </StructuredDataContext>,
    );
    expect(container.innerHTML).toBe("");
  });

  it("leaves the server's tags and blocks in a hydrated head, and the rest of the head hydrates", async () => {
    const page = (structured: React.ReactNode) => (
      <html lang="zh-CN">
        <head>
          <meta charSet="utf-8" />
          {structured}
          <style id="app-css">{"body{margin:0}"}</style>
        </head>
        <body>
          <p>正文</p>
        </body>
      </html>
    );
    vi.stubEnv("SSR", true);
    const server = await load();
    const html = renderToString(
      <server.StructuredDataContext value={{ tags: [SONG, TRACK], jsonLd: [TEXT] }}>
        {page(<server.StructuredData />)}
      </server.StructuredDataContext>,
    );
    vi.stubEnv("SSR", false);
    const browser = await load();
    const doc = new DOMParser().parseFromString(html, "text/html");
    const style = doc.getElementById("app-css");
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(doc, page(<browser.StructuredData />), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(doc.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe(TEXT);
    const tags = [...doc.head.querySelectorAll("meta[property]")].map((m) => [
      m.getAttribute("property"),
      m.getAttribute("content"),
    ]);
    expect(tags).toEqual([
      [SONG.property, SONG.content],
      [TRACK.property, TRACK.content],
    ]);
    // What React rendered on the server is what it hydrated, not made anew.
    expect(doc.getElementById("app-css")).toBe(style);
  });
});
