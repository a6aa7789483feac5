import { describe, expect, it, vi } from "vitest";
import {
  ANONYMOUS_ID_KEY,
  authorizationValue,
  buildHeaders,
  FALLBACK_REQUEST_ID,
  persistentAnonymousId,
  requestIdValue,
} from "./headers.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe("authorization", () => {
  it.each([
    [{ userToken: "u", anonymousToken: "a" }, "u"],
    [{ userToken: null, anonymousToken: "a" }, "a"],
    [{ userToken: "", anonymousToken: "" }, ""],
    [{}, ""],
  ])("%o gives %s", (creds, expected) => {
    expect(authorizationValue(creds)).toBe(expected);
  });
});

describe("request id", () => {
  it("prefers the stored id", () => {
    expect(requestIdValue("stored", () => "anon")).toBe("stored");
  });

  it("then the persistent anonymous id, created once", () => {
    const storage = memoryStorage();
    const create = vi.fn(() => "generated");
    expect(requestIdValue("", () => persistentAnonymousId(storage, create))).toBe("generated");
    expect(requestIdValue("", () => persistentAnonymousId(storage, create))).toBe("generated");
    expect(create).toHaveBeenCalledTimes(1);
    expect(storage.data.get(ANONYMOUS_ID_KEY)).toBe("generated");
  });

  it("falls back to 123456 when storage fails, and logs it", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {},
    };
    expect(requestIdValue(null, () => persistentAnonymousId(broken, () => "x"))).toBe(FALLBACK_REQUEST_ID);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("falls back to 123456 without storage (server rendering)", () => {
    expect(requestIdValue(undefined, () => persistentAnonymousId(undefined, () => "x"))).toBe("123456");
  });
});

describe("buildHeaders", () => {
  const ctx = { userToken: null, anonymousToken: "anon-token", requestId: () => "rid-1" };

  it("sends accept, authorization and request id on an ordinary call", () => {
    const h = buildHeaders(new URL("http://api.test/peony/v1/group"), ctx, false);
    expect(h.get("Accept")).toContain("application/json");
    expect(h.get("Accept")).toContain("text/plain");
    expect(h.get("Authorization")).toBe("anon-token");
    expect(h.get("X-Request-Id")).toBe("rid-1");
    expect(h.get("Content-Type")).toBeNull();
  });

  it("sends an empty authorization when there is no token", () => {
    const h = buildHeaders(new URL("http://api.test/x"), { requestId: () => "r" }, false);
    expect(h.get("Authorization")).toBe("");
  });

  it("sends no authorization to the third-party index host", () => {
    const h = buildHeaders(
      new URL("https://index.example.com/x"),
      { ...ctx, indexHost: "index.example.com" },
      false,
    );
    expect(h.has("Authorization")).toBe(false);
    expect(h.get("X-Request-Id")).toBe("rid-1");
  });

  it.each([
    "/law/v1/api/share/question/detail",
    "/law/v1/api/share/question/answerlist",
    "/peony/v1/picho/v1/open/7/content/abc",
    "/circle/v1/api/share/content/detail",
  ])("sends no request id to %s", (path) => {
    const h = buildHeaders(new URL(`http://api.test${path}?id=1`), ctx, false);
    expect(h.has("X-Request-Id")).toBe(false);
    expect(h.get("Authorization")).toBe("anon-token");
  });

  it("marks a JSON body", () => {
    expect(buildHeaders(new URL("http://api.test/x"), ctx, true).get("Content-Type")).toBe(
      "application/json",
    );
  });
});
