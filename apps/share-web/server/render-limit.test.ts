import { EventEmitter } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { renderLimit } from "./render-limit.ts";

/** A response that can be completed (or dropped by its visitor) at will. */
const response = () => new EventEmitter() as unknown as Response & EventEmitter;

describe("the render limit", () => {
  it("renders up to the limit at once and the rest in order as renders complete", () => {
    const limit = renderLimit(2);
    const started: number[] = [];
    const responses = [0, 1, 2, 3].map((i) => {
      const res = response();
      limit({} as Request, res, () => started.push(i));
      return res;
    });
    expect(started).toEqual([0, 1]);
    responses[1]?.emit("close");
    expect(started).toEqual([0, 1, 2]);
    responses[0]?.emit("close");
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it("passes over a request whose visitor left while it waited", () => {
    const limit = renderLimit(1);
    const started: string[] = [];
    const first = response();
    const gone = response();
    limit({} as Request, first, () => started.push("first"));
    limit({} as Request, gone, () => started.push("gone"));
    limit({} as Request, response(), () => started.push("third"));
    gone.emit("close");
    first.emit("close");
    expect(started).toEqual(["first", "third"]);
  });

  it("gives no place to a request whose visitor left before it reached the limit, and serves the next", async () => {
    const limit = renderLimit(1);
    let rendered = 0;
    // As the site is built: the static files are looked up (asynchronously) before a page renders.
    const server = createServer((req, res) => {
      setTimeout(
        () =>
          limit(req as Request, res as unknown as Response, () => {
            rendered++;
            res.end("page");
          }),
        100,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const cancelled = httpRequest({ host: "127.0.0.1", port, path: "/page.data" });
      cancelled.on("error", () => {});
      cancelled.end();
      setTimeout(() => cancelled.destroy(), 20);
      await new Promise((resolve) => setTimeout(resolve, 250));
      const body = await new Promise<string>((resolve, reject) => {
        const next = httpRequest({ host: "127.0.0.1", port, path: "/page" }, (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve(text));
        });
        next.on("error", reject);
        next.setTimeout(2000, () => next.destroy(new Error("no answer: the place was never given back")));
        next.end();
      });
      expect(body).toBe("page");
      expect(rendered).toBe(1);
    } finally {
      server.close();
    }
  });
});
