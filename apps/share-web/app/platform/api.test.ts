import { describe, expect, it, vi } from "vitest";
import { createApi } from "./api.ts";
import { createHttpClient } from "./http/client.ts";
import { HttpError } from "./http/http-error.ts";

const PREFIXES = { osman: "/o", peonyInner: "/inner-x", pineInner: "/p", form: "/f", stats: "/s" };

function apiAnswering(body: unknown, check?: Parameters<typeof createApi>[2]) {
  const fetch = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => Response.json(body));
  const client = createHttpClient({
    baseUrl: "http://api.test",
    timeoutMs: 1000,
    context: () => ({ requestId: () => "r" }),
    fetch,
  });
  const sent = (index = 0) => {
    const [url, init] = fetch.mock.calls[index] ?? [];
    return { url: String(url), method: init?.method, body: init?.body };
  };
  return { api: createApi(client, PREFIXES, check), sent };
}

describe("the API derived from the contract", () => {
  it("requests the declared method and path under the configured prefix, and answers the data", async () => {
    const { api, sent } = apiAnswering({ code: 0, msg: "ok", data: { list: [] } });
    await expect(api.hot72({ query: { size: 3 } })).resolves.toEqual({ list: [] });
    expect(sent()).toMatchObject({ url: "http://api.test/inner-x/inner/static/hot72?size=3", method: "GET" });
  });

  it("fills path parameters encoded, so an id cannot reach another path", async () => {
    const { api, sent } = apiAnswering({ code: 0, msg: "ok", data: {} });
    await api.mpContentDetail({ params: { id: "../x" } });
    expect(sent().url).toBe("http://api.test/o/dinner/content/..%2Fx");
  });

  it("posts the body as JSON", async () => {
    const { api, sent } = apiAnswering({ code: 0, msg: "ok", data: { accepted: 1 } });
    await expect(api.trackerLog({ body: [] })).resolves.toEqual({ accepted: 1 });
    expect(sent()).toMatchObject({ url: "http://api.test/s/tracker/log", method: "POST", body: "[]" });
  });

  it("turns a non-zero code into an 'api' error with the service's message", async () => {
    const { api } = apiAnswering({ code: 401, msg: "token expired", data: null });
    const error = await api.groups().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: "api", status: 502, message: "token expired" });
  });

  it("passes every answer's data through the check, which may refuse it", async () => {
    const check = vi.fn(() => {
      throw new HttpError("api", 502, "unexpected response");
    });
    const { api } = apiAnswering({ code: 0, msg: "ok", data: { list: "nope" } }, check);
    await expect(api.groups()).rejects.toThrow("unexpected response");
    expect(check).toHaveBeenCalledWith("groups", { list: "nope" });
  });
});
