import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import express from "express";
import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { encodeWholePage, wholePageResponse } from "../app/platform/document/whole-page.server.ts";
import { respondWith } from "./page-handler.ts";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

let close: (() => void) | undefined;
/** Responses written through their stream, by the last server started. */
let streamed = 0;
afterEach(() => close?.());

/** Serves `handle` as the site serves its pages, and returns its address. */
async function serve(handle: (request: Request, context: AppLoadContext) => Promise<Response>) {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.documentContext = { documentRequest: true };
    next();
  });
  app.use(
    respondWith(
      handle,
      (res) => res.locals.documentContext,
      (body, res) => {
        streamed += 1;
        return writeReadableStreamToWritable(body, res);
      },
    ),
  );
  streamed = 0;
  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).send(`failed: ${error.message}`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(url: string, { method = "GET", headers = {} as Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p>评论区</p>".repeat(300)}</body></html>`);

describe("respondWith", () => {
  it("sends a page encoded whole as it is, with its length, status and headers", async () => {
    const origin = await serve(async (req) => {
      const headers = new Headers({ "Cache-Control": "public, max-age=60", ETag: '"abc"' });
      headers.set("Content-Type", "text/html; charset=utf-8");
      return wholePageResponse(await encodeWholePage(Buffer.from(html), req, headers), {
        headers,
        status: 200,
      });
    });
    const answer = await get(`${origin}/davmu/share/doc`, { headers: { "Accept-Encoding": "gzip" } });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-length"]).toBe(String(answer.body.byteLength));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.headers.etag).toBe('"abc"');
    expect(answer.headers["cache-control"]).toBe("public, max-age=60");
    expect(gunzipSync(answer.body).equals(html)).toBe(true);
    // Written from its bytes in one piece, not read back through the Response's stream.
    expect(streamed).toBe(0);
  });

  it("answers HEAD with the headers and no body", async () => {
    const origin = await serve(async () => {
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Content-Length": "5" });
      return wholePageResponse(Buffer.from("hello"), { headers, status: 200 });
    });
    const answer = await get(`${origin}/davmu/share/`, { method: "HEAD" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-length"]).toBe("5");
    expect(answer.body.byteLength).toBe(0);
  });

  it("streams any other response chunk by chunk, the charset of text added as before", async () => {
    const origin = await serve(async () => {
      const parts = ["<p>一</p>", "<p>二</p>", "<p>三</p>"];
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const part = parts.shift();
          if (part) controller.enqueue(new TextEncoder().encode(part));
          else controller.close();
        },
      });
      return new Response(body, { status: 404, headers: { "Content-Type": "text/x-script" } });
    });
    const answer = await get(`${origin}/davmu/share/x.data`);
    expect(answer.status).toBe(404);
    expect(answer.headers["content-type"]).toBe("text/x-script; charset=utf-8");
    expect(answer.body.toString()).toBe("<p>一</p><p>二</p><p>三</p>");
    expect(streamed).toBe(1);
  });

  it("keeps every cookie and a redirect's location", async () => {
    const origin = await serve(async () => {
      const headers = new Headers({ Location: "/davmu/share/?_=1" });
      headers.append("Set-Cookie", "a=1; Path=/");
      headers.append("Set-Cookie", "b=2; Path=/");
      return new Response(null, { status: 302, headers });
    });
    const answer = await get(`${origin}/davmu/share/preview`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/davmu/share/?_=1");
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("gives the router the address, method, headers and load context of the request", async () => {
    let seen: { url: string; method: string; ua: string | null; context: AppLoadContext } | undefined;
    const origin = await serve(async (req, context) => {
      seen = { url: req.url, method: req.method, ua: req.headers.get("user-agent"), context };
      return new Response("ok");
    });
    await get(`${origin}/davmu/share/tech/doc/2026/11/abc?gid=1`, {
      headers: { "User-Agent": "MicroMessenger" },
    });
    expect(seen).toEqual({
      url: `${origin}/davmu/share/tech/doc/2026/11/abc?gid=1`,
      method: "GET",
      ua: "MicroMessenger",
      context: { documentRequest: true },
    });
  });

  it("aborts the request the router holds when the visitor leaves before the answer", async () => {
    let aborted: Promise<boolean> | undefined;
    const origin = await serve(
      (req) =>
        new Promise<Response>((resolve) => {
          aborted = new Promise((done) => req.signal.addEventListener("abort", () => done(true)));
          setTimeout(() => resolve(new Response("late")), 2_000);
        }),
    );
    const req = request(`${origin}/davmu/share/`);
    req.on("error", () => {});
    req.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    req.destroy();
    await expect(aborted).resolves.toBe(true);
  });

  it("hands a failure to the site's error handling", async () => {
    const origin = await serve(async () => {
      throw new Error("render broke");
    });
    const answer = await get(`${origin}/davmu/share/`);
    expect(answer.status).toBe(500);
    expect(answer.body.toString()).toBe("failed: render broke");
  });
});
