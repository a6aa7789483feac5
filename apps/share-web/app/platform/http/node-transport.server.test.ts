import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpClient } from "./client.ts";
import { HttpError } from "./http-error.ts";
import { nodeTransport } from "./node-transport.server.ts";

let server: Server;
let base: string;
const seen: { method: string; url: string; headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      if (req.url?.startsWith("/hang")) return; // never answers
      if (req.url?.startsWith("/cut")) {
        res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
        res.write('{"code":0,');
        setTimeout(() => res.destroy(), 20);
        return;
      }
      if (req.url?.startsWith("/missing")) {
        res.writeHead(404, { "content-type": "application/json" });
        return res.end(JSON.stringify({ code: 404, msg: "content not found", data: null }));
      }
      res.writeHead(200, { "content-type": "application/json; charset=utf-8", "x-twice": ["a", "b"] });
      res.end(JSON.stringify({ code: 0, msg: "", data: { title: "地铁6号线开通", echo: body } }));
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const context = () => ({ indexHost: "", requestId: () => "123456" });

describe("the server's transport to the content service", () => {
  it("gives the status, the headers and the whole body as UTF-8 text", async () => {
    const answer = await nodeTransport(new URL(`${base}/peony/v1/content?gid=a`), {
      method: "GET",
      headers: new Headers({ "x-request-id": "abc" }),
    });
    expect(answer.ok).toBe(true);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("x-twice")).toBe("a, b");
    expect(answer.headers.get("x-none")).toBeNull();
    expect(JSON.parse(await answer.text()).data.title).toBe("地铁6号线开通");
    const request = seen.at(-1)!;
    expect(request.url).toBe("/peony/v1/content?gid=a");
    expect(request.headers["x-request-id"]).toBe("abc");
  });

  it("sends a body with its length", async () => {
    const answer = await nodeTransport(new URL(`${base}/post`), {
      method: "POST",
      headers: new Headers({ "content-type": "application/json" }),
      body: JSON.stringify({ text: "你好" }),
    });
    expect(JSON.parse(await answer.text()).data.echo).toBe('{"text":"你好"}');
    expect(seen.at(-1)!.headers["content-length"]).toBe(String(Buffer.byteLength('{"text":"你好"}')));
  });

  it("cancels a call when its signal aborts, rejecting as fetch does", async () => {
    const controller = new AbortController();
    const call = nodeTransport(new URL(`${base}/hang`), {
      method: "GET",
      headers: new Headers(),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 30);
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });

  it("rejects an answer cut before its end", async () => {
    await expect(
      nodeTransport(new URL(`${base}/cut`), { method: "GET", headers: new Headers() }),
    ).rejects.toThrow();
  });

  it("serves the site's client: data, the service's 404, a timeout and a service that is down", async () => {
    const client = createHttpClient({ baseUrl: base, timeoutMs: 100, context, fetch: nodeTransport });
    expect(await client.get<{ data: { title: string } }>("/peony/v1/content")).toMatchObject({
      data: { title: "地铁6号线开通" },
    });
    await expect(client.get("/missing")).rejects.toMatchObject({ kind: "http", status: 404 });
    const slow = client.get("/hang");
    await expect(slow).rejects.toBeInstanceOf(HttpError);
    await expect(slow).rejects.toMatchObject({ kind: "timeout" });
    const down = createHttpClient({
      baseUrl: "http://127.0.0.1:9",
      timeoutMs: 1000,
      context,
      fetch: nodeTransport,
    });
    await expect(down.get("/peony/v1/content")).rejects.toMatchObject({ kind: "network" });
  });
});
