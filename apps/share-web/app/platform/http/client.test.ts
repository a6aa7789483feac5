import { describe, expect, it, vi } from "vitest";
import { createHttpClient } from "./client.ts";
import { HttpError } from "./http-error.ts";

const context = () => ({ anonymousToken: "t", requestId: () => "r" });

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("http client", () => {
  it("returns the body only and builds the URL from base, path and query", async () => {
    const fetch = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) =>
      jsonResponse({ code: 0, msg: "ok", data: 1 }),
    );
    const client = createHttpClient({ baseUrl: "http://api.test/", timeoutMs: 1000, context, fetch });
    await expect(
      client.get("/peony/v1/content", { query: { gid: "abc", pageindex: 2, skip: undefined } }),
    ).resolves.toEqual({
      code: 0,
      msg: "ok",
      data: 1,
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe("http://api.test/peony/v1/content?gid=abc&pageindex=2");
    const headers = fetch.mock.calls[0]?.[1]?.headers as Headers;
    expect(headers.get("Authorization")).toBe("t");
  });

  it("sends the service headers to the service's origin only", async () => {
    const fetch = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => jsonResponse({}));
    const serviceHeaders = { "X-Davmu-Inner-Secret": "s3cret" };
    const client = createHttpClient({
      baseUrl: "http://api.test",
      timeoutMs: 1000,
      context,
      fetch,
      serviceHeaders,
    });
    await client.get("/peony-inner/inner/static/hot72");
    await client.get("https://index.example/search");
    const sent = (n: number) => (fetch.mock.calls[n]![1]!.headers as Headers).get("X-Davmu-Inner-Secret");
    expect(sent(0)).toBe("s3cret");
    expect(sent(1)).toBeNull();
  });

  it("returns plain text bodies as text", async () => {
    const fetch = vi.fn(async () => new Response("pong", { headers: { "content-type": "text/plain" } }));
    const client = createHttpClient({ baseUrl: "http://api.test", timeoutMs: 1000, context, fetch });
    await expect(client.get("/ping")).resolves.toBe("pong");
  });

  it("passes an HTTP error on with its status and message, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi.fn(async () => jsonResponse({ code: 404, msg: "content not found", data: null }, 404));
    const client = createHttpClient({ baseUrl: "http://api.test", timeoutMs: 1000, context, fetch });
    const error = await client.get("/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).isNotFound).toBe(true);
    expect((error as HttpError).message).toBe("content not found");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("gives up after the timeout with a 504 'unavailable' error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi.fn(
      (_url: URL | RequestInfo, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const client = createHttpClient({ baseUrl: "http://api.test", timeoutMs: 20, context, fetch });
    const error = (await client.get("/slow").catch((e: unknown) => e)) as HttpError;
    expect(error.kind).toBe("timeout");
    expect(error.status).toBe(504);
    expect(error.isUnavailable).toBe(true);
    log.mockRestore();
  });

  it("waits longer for a service that is answering, and goes back to the short wait once a call timed out", async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      // Each answer takes as long as asked for; a call aborted before that rejects.
      const fetch = vi.fn(
        (url: URL | RequestInfo, init?: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            const ms = Number(new URL(String(url)).searchParams.get("ms"));
            const timer = setTimeout(
              () => resolve(new Response("{}", { headers: { "content-type": "application/json" } })),
              ms,
            );
            init?.signal?.addEventListener("abort", () => {
              clearTimeout(timer);
              reject(new DOMException("aborted", "AbortError"));
            });
          }),
      );
      const client = createHttpClient({
        baseUrl: "http://api.test",
        timeoutMs: 400,
        patience: { timeoutMs: 800, windowMs: 10_000 },
        context,
        fetch,
      });
      const call = (ms: number) => {
        const answer = client.get("/item", { query: { ms } }).then(
          () => "answered",
          (e: HttpError) => e.kind,
        );
        void vi.advanceTimersByTimeAsync(1000);
        return answer;
      };
      // A service never heard from gets the short wait: a dead one gives its error page fast.
      expect(await call(600)).toBe("timeout");
      expect(await call(100)).toBe("answered");
      // Answering now: a lone slow call is waited for.
      expect(await call(600)).toBe("answered");
      expect(await call(900)).toBe("timeout");
      // A call timed out: the short wait again, until the service answers.
      expect(await call(600)).toBe("timeout");
      expect(await call(100)).toBe("answered");
      expect(await call(600)).toBe("answered");
      // An answer long ago says nothing of the service now.
      await vi.advanceTimersByTimeAsync(11_000);
      expect(await call(600)).toBe("timeout");
    } finally {
      log.mockRestore();
      vi.useRealTimers();
    }
  });

  it("turns a refused connection into a 503 'unavailable' error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    const client = createHttpClient({ baseUrl: "http://api.test", timeoutMs: 1000, context, fetch });
    const error = (await client.get("/down").catch((e: unknown) => e)) as HttpError;
    expect(error.kind).toBe("network");
    expect(error.isUnavailable).toBe(true);
    log.mockRestore();
  });

  it("shares one request between identical GETs under way, but not POSTs", async () => {
    const fetch = vi.fn(async () => jsonResponse({ code: 0, msg: "", data: null }));
    const client = createHttpClient({ baseUrl: "http://api.test", timeoutMs: 1000, context, fetch });
    await Promise.all([client.get("/a"), client.get("/a"), client.get("/b")]);
    expect(fetch).toHaveBeenCalledTimes(2);
    await Promise.all([client.post("/p", {}), client.post("/p", {})]);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("tells the loading indicator of every start and end", async () => {
    const onStart = vi.fn();
    const onEnd = vi.fn();
    const fetch = vi.fn(async () => jsonResponse({}));
    const client = createHttpClient({
      baseUrl: "http://api.test",
      timeoutMs: 1000,
      context,
      fetch,
      onStart,
      onEnd,
    });
    await client.post("/x", { a: 1 });
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith();
    const init = (fetch.mock.calls[0] as unknown as [URL, RequestInit])[1];
    expect(init.body).toBe('{"a":1}');
  });
});
