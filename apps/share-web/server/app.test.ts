import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { capturingLogger } from "@davmu/ops";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getServerConfig } from "../app/platform/config.server.ts";
import type { DocumentContext } from "../app/platform/document/document-context.ts";
import { createApp } from "./app.ts";

let clientDir: string;
let origin: string;
let close: () => void;
let pageError: Error | null = null;
const START_SCRIPT = `export const greeting = ${JSON.stringify("你好，".repeat(200))};\n`;

/** Stands in for the page renderer: says what it was told, or fails when a test asks it to. */
const renderPage: RequestHandler = (req, res, next) => {
  if (pageError) return next(pageError);
  const context = res.locals.documentContext as DocumentContext;
  res.json({
    policy: context.contentSecurityPolicy?.({ nonce: "n0nce" }) ?? null,
    documentRequest: context.documentRequest ?? null,
    // The address the page handler gives the router (page-handler.ts reads originalUrl).
    address: req.originalUrl,
  });
};

/** A request as a client that does not resolve dot segments sends it (fetch would resolve them). */
async function get(pathAndQuery: string, method = "GET", headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
    bytes: Buffer;
  }>((resolve, reject) => {
    const req = request(`${origin}/`, { path: pathAndQuery, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The site's log, as an operator reads it. */
const logged = capturingLogger("share-web");

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "share-web-client-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "export {};");
  // A script as the build leaves it: with its Brotli and gzip copies (precompress.mjs).
  writeFileSync(path.join(clientDir, "assets", "start-def456.js"), START_SCRIPT);
  writeFileSync(path.join(clientDir, "assets", "start-def456.js.br"), brotliCompressSync(START_SCRIPT));
  writeFileSync(path.join(clientDir, "assets", "start-def456.js.gz"), gzipSync(START_SCRIPT));
  writeFileSync(path.join(clientDir, "sw.js"), "self.addEventListener('fetch', () => {});");
  const config = getServerConfig({ DAVMU_API_BASE: "http://127.0.0.1:9528" });
  const server = createApp({ clientDir, config, renderPage, log: logged.log }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("every response says its type is not to be sniffed", () => {
  it.each([
    ["a fingerprinted asset", "/davmu/share/assets/entry-abc123.js"],
    ["the service worker", "/davmu/share/sw.js"],
    ["a page", "/davmu/share/"],
    ["a redirect", "/davmu/share/mp/doc/../.."],
    ["a refused address", "/davmu/share/%E0%A4%A"],
  ])("%s", async (_name, url) => {
    const response = await get(url);
    expect(response.status).toBeLessThan(500);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("scripts and stylesheets go as compressed at build time", () => {
  const url = "/davmu/share/assets/start-def456.js";

  it.each([
    ["a browser that takes Brotli", "br", "gzip, deflate, br", brotliDecompressSync],
    ["a client that takes gzip only", "gzip", "gzip", gunzipSync],
  ])("%s gets the file's %s copy, a year's cache life and Vary", async (_name, encoding, accept, unpack) => {
    const response = await get(url, "GET", { "accept-encoding": accept });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(unpack(response.bytes).toString("utf8")).toBe(START_SCRIPT);
  });

  it("a client that takes no encoding gets the file itself", async () => {
    const response = await get(url, "GET", { "accept-encoding": "identity" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(START_SCRIPT);
  });

  it("a file the build did not compress is compressed as it goes", async () => {
    const response = await get("/davmu/share/assets/entry-abc123.js", "GET", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.bytes).toString("utf8")).toBe("export {};");
  });

  it("an asset that is not there goes on to the pages, whose router answers it with the 404 page", async () => {
    const response = await get("/davmu/share/assets/start-000000.js");
    expect(JSON.parse(response.body)).toMatchObject({ documentRequest: true });
  });
});

describe("addresses the router would misread", () => {
  it.each([
    ["/davmu/share/%E0%A4%A", "zh-CN", "链接不完整"],
    ["/davmu/share/en/mp/doc/%E0%A4%A", "en-US", "This link is broken"],
  ])("answers a malformed percent-encoding (%s) with the site's 400 page", async (url, lang, title) => {
    const response = await get(url);
    expect(response.status).toBe(400);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain(`<html lang="${lang}">`);
    expect(response.body).toContain(`<h1>${title}</h1>`);
    expect(response.body).not.toMatch(/URIError|node_modules/);
  });

  it.each([
    ["/davmu/share/mp/doc/../..", "/davmu/share/"],
    ["/davmu/share/mp/doc/%2e%2e/%2E%2E?gid=abc", "/davmu/share/?gid=abc"],
    ["/davmu/share/en/./mp/doc/2026/03/AbCdEf12", "/davmu/share/en/mp/doc/2026/03/AbCdEf12"],
    ["/davmu/share/assets/../sw.js", "/davmu/share/sw.js"],
  ])("redirects %s to the address a browser would have asked for", async (url, location) => {
    const response = await get(url);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each(["/davmu/share/../../etc/passwd", "/davmu/share/%2e%2e/x"])(
    "shows the site's 404 page for %s, whose dot segments lead out of the site",
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain("<h1>页面找不到了</h1>");
    },
  );
});

describe("errors outside the page renderer", () => {
  it("a POST to a page is a 405 that says which methods a page answers", async () => {
    const response = await get("/davmu/share/", "POST");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(response.body).toContain("<h1>出错了</h1>");
  });

  it("a path outside the site is the site's 404 page", async () => {
    const response = await get("/wp-login.php");
    expect(response.status).toBe(404);
    expect(response.body).toContain('<a href="/davmu/share/">返回首页</a>');
  });

  it("robots.txt at the host's root is the site's own, as the router reads it under the base path", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).address).toBe("/davmu/share/robots.txt");
  });

  it("answer with the site's own page, never the error's text or a stack trace", async () => {
    pageError = new Error(`ENOENT: no such file, open '${clientDir}/secret'`);
    // The error is logged for the operator; the visitor sees none of it.
    const response = await get("/davmu/share/en/mp/doc/2026/03/AbCdEf12").finally(() => {
      pageError = null;
    });
    expect(response.status).toBe(500);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.body).toContain("<h1>Error</h1>");
    expect(response.body).toContain('href="/davmu/share/en/"');
    expect(response.body).not.toContain("ENOENT");
    expect(response.body).not.toContain(clientDir);
    expect(response.body).not.toMatch(/\bat \S+ \(/);
    const line = logged.lines.find((entry) => entry.msg === "the page failed");
    expect(line).toMatchObject({ level: 50, url: "/davmu/share/en/mp/doc/2026/03/AbCdEf12" });
    expect((line?.err as { message?: string } | undefined)?.message).toMatch(/^ENOENT: no such file/);
  });
});

it("gives the page renderer a policy whose images may come from any https or http address", async () => {
  const { policy } = JSON.parse((await get("/davmu/share/")).body) as { policy: string };
  expect(policy).toMatch(/img-src [^;]*\bhttps: http:/);
  expect(policy).toContain("'nonce-n0nce'");
});

it("lets other sites frame the embeddable players alone, in either language", async () => {
  const policy = async (url: string) => (JSON.parse((await get(url)).body) as { policy: string }).policy;
  for (const url of ["/davmu/share/embed/video/5y7vD1QW", "/davmu/share/en/embed/audio_album/5y7vD1QW"]) {
    expect(await policy(url), url).toContain("frame-ancestors *");
  }
  for (const url of ["/davmu/share/mp/video/2026/11/5y7vD1QW", "/davmu/share/mp/embed/x"]) {
    expect(await policy(url), url).toContain("frame-ancestors 'self'");
  }
});

it("tells the page renderer a page's HTML from a client navigation's data", async () => {
  const document = JSON.parse((await get("/davmu/share/mp/doc/2026/11/5y7vD1QW")).body);
  expect(document.documentRequest).toBe(true);
  const data = JSON.parse((await get("/davmu/share/mp/doc/2026/11/5y7vD1QW.data?_routes=x")).body);
  expect(data.documentRequest).toBe(false);
});
