import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeWholePage, pageEncoding } from "./whole-page.server.ts";

const page = Buffer.from(
  `<!DOCTYPE html><html lang="zh-CN"><body>${"<p>新闻</p>".repeat(500)}</body></html>`,
);
const requestWith = (acceptEncoding?: string) =>
  new Request("http://127.0.0.1/davmu/share/", {
    headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding },
  });

describe("pageEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0, br;q=0", "identity"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["deflate", "identity"],
    ["", "identity"],
  ])("%s → %s", (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });

  it("sends a client that names no encoding the page as it is", () => {
    expect(pageEncoding(null)).toBe("identity");
  });
});

describe("encodeWholePage", () => {
  it("compresses the page at once for a client that takes gzip, and says how long it is", async () => {
    const headers = new Headers();
    const body = await encodeWholePage(page, requestWith("gzip"), headers);
    expect(headers.get("Content-Encoding")).toBe("gzip");
    expect(headers.get("Content-Length")).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(page.byteLength / 10);
    expect(gunzipSync(body).equals(page)).toBe(true);
  });

  it("gives a browser that takes brotli a brotli page", async () => {
    const headers = new Headers();
    const body = await encodeWholePage(page, requestWith("gzip, deflate, br"), headers);
    expect(headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(body).equals(page)).toBe(true);
  });

  it.each(["gzip", "br"])(
    "compresses off the rendering thread (%s): other work goes on while a page is compressed",
    async (accept) => {
      const large = Buffer.from(
        Array.from({ length: 40_000 }, (_, i) => `<p>${(i * 2_654_435_761) % 1_000_003}</p>`).join(""),
      );
      const order: string[] = [];
      setImmediate(() => order.push("other work"));
      const encoded = encodeWholePage(large, requestWith(accept), new Headers()).then(() =>
        order.push("page compressed"),
      );
      await encoded;
      expect(order[0]).toBe("other work");
    },
  );

  it("sends the page as it is, with its length, to a client that takes no compression", async () => {
    const headers = new Headers();
    const body = await encodeWholePage(page, requestWith(), headers);
    expect(headers.get("Content-Encoding")).toBeNull();
    expect(headers.get("Content-Length")).toBe(String(page.byteLength));
    expect(body.equals(page)).toBe(true);
  });
});
