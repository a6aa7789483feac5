// @vitest-environment jsdom
import { DEFAULT_SERVICE_PREFIXES } from "@davmu/contract/client";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ANONYMOUS_TOKEN_KEY, tokenExpiry } from "./anonymous-token.ts";
import { createApi } from "./api.ts";
import { createHttpClient } from "./http/client.ts";
import { applySiteMeta, startSession } from "./startup.ts";
import { INITIAL_STATE, useGlobalStore } from "./store.ts";

/** The real client against a content service that answers with these codes. */
/** A token shaped as the service's: a JWT whose payload says when it ends. */
const jwt = (exp: number) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: "anon:d", exp })).replace(/=+$/, "")}.sig`;
const now = () => Math.floor(Date.now() / 1000);
const ANON_JWT = jwt(now() + 30 * 24 * 3600);

function fakeApi(tokenCode: number, appCode: number) {
  const answers: Record<string, unknown> = {
    "/peony/v1/auth/anonymous": { code: tokenCode, msg: "", data: { token: ANON_JWT } },
    "/peony/v1/app/info": { code: appCode, msg: "", data: { app_info: '{"primaryColor":"#1E88E5"}' } },
  };
  const fetch = vi.fn(async (url: URL | RequestInfo, _init?: RequestInit) =>
    Response.json(answers[new URL(String(url)).pathname]),
  );
  const client = createHttpClient({
    baseUrl: "http://api.test",
    timeoutMs: 1000,
    context: () => ({ requestId: () => "r" }),
    fetch,
  });
  const api = createApi(client, DEFAULT_SERVICE_PREFIXES);
  const calledPaths = () => fetch.mock.calls.map(([url]) => new URL(String(url)).pathname);
  const bodyOf = (index: number) => JSON.parse(String(fetch.mock.calls[index]?.[1]?.body));
  return { api, calledPaths, bodyOf };
}

describe("startSession", () => {
  beforeEach(() => {
    useGlobalStore.setState({ ...INITIAL_STATE });
    localStorage.clear();
  });

  it("stores the token, then app info and the theme colour", async () => {
    const { api, bodyOf } = fakeApi(0, 0);
    await expect(startSession(api, localStorage)).resolves.toBe(true);
    const state = useGlobalStore.getState();
    expect(state.token).toBe(ANON_JWT);
    expect(state.ANONYMOUS_TOKEN).toBe(ANON_JWT);
    expect(state.theme_color).toBe("#1E88E5");
    expect(bodyOf(0)).toEqual(expect.objectContaining({ appid: 1, platform: "mobile" }));
  });

  it("keeps the token, and a later page uses it without asking again", async () => {
    const first = fakeApi(0, 0);
    await startSession(first.api, localStorage);
    expect(localStorage.getItem(ANONYMOUS_TOKEN_KEY)).toBe(ANON_JWT);
    useGlobalStore.setState({ ...INITIAL_STATE });
    const later = fakeApi(0, 0);
    await expect(startSession(later.api, localStorage)).resolves.toBe(true);
    expect(later.calledPaths()).toEqual(["/peony/v1/app/info"]);
    expect(useGlobalStore.getState().token).toBe(ANON_JWT);
  });

  it("asks for a new token when the kept one ends within a day, or cannot be read", async () => {
    for (const kept of [jwt(now() + 3600), jwt(now() - 60), "not-a-jwt"]) {
      localStorage.setItem(ANONYMOUS_TOKEN_KEY, kept);
      const { api, calledPaths } = fakeApi(0, 0);
      await startSession(api, localStorage);
      expect(calledPaths()[0]).toBe("/peony/v1/auth/anonymous");
      expect(localStorage.getItem(ANONYMOUS_TOKEN_KEY)).toBe(ANON_JWT);
    }
  });

  it("asks once however many times the page starts its session at once", async () => {
    const { api, calledPaths } = fakeApi(0, 0);
    await Promise.all([startSession(api, localStorage), startSession(api, localStorage)]);
    expect(calledPaths().filter((p) => p === "/peony/v1/auth/anonymous")).toHaveLength(1);
  });

  it("stops silently when the token code is not 0", async () => {
    const { api, calledPaths } = fakeApi(401, 0);
    await expect(startSession(api, localStorage)).resolves.toBe(false);
    expect(calledPaths()).toEqual(["/peony/v1/auth/anonymous"]);
    expect(useGlobalStore.getState().token).toBe("");
    expect(localStorage.getItem(ANONYMOUS_TOKEN_KEY)).toBeNull();
  });

  it("stops silently when the app-info code is not 0", async () => {
    await expect(startSession(fakeApi(0, 500).api, localStorage)).resolves.toBe(false);
    expect(useGlobalStore.getState().theme_color).toBe("#FF4A26");
  });
});

describe("applySiteMeta", () => {
  it("sets the default title and the site's keywords, but not a page's own", () => {
    document.head.innerHTML =
      '<meta name="keywords" content="old"><meta name="description" content="page" data-page="1">';
    document.title = "客户端分享";
    applySiteMeta(document, { title: "大目新闻", keywords: "新闻", description: "site" }, "客户端分享");
    expect(document.title).toBe("大目新闻");
    expect(document.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content).toBe("新闻");
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe("page");
    document.title = "一篇文章";
    applySiteMeta(document, { title: "大目新闻", keywords: "", description: "" }, "客户端分享");
    expect(document.title).toBe("一篇文章");
  });
});

describe("tokenExpiry", () => {
  it("reads a JWT's exp, and nothing from anything else", () => {
    expect(tokenExpiry(jwt(1_900_000_000))).toBe(1_900_000_000);
    expect(tokenExpiry("a.b.c")).toBeNull();
    expect(tokenExpiry("")).toBeNull();
  });
});
