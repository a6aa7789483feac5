// @vitest-environment jsdom
import { DEFAULT_SERVICE_PREFIXES } from "@davmu/contract/client";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createApi } from "./api.ts";
import { createHttpClient } from "./http/client.ts";
import { applySiteMeta, startSession } from "./startup.ts";
import { INITIAL_STATE, useGlobalStore } from "./store.ts";

/** The real client against a content service that answers with these codes. */
function fakeApi(tokenCode: number, appCode: number) {
  const answers: Record<string, unknown> = {
    "/peony/v1/auth/anonymous": { code: tokenCode, msg: "", data: { token: "anon-jwt" } },
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
    expect(state.token).toBe("anon-jwt");
    expect(state.ANONYMOUS_TOKEN).toBe("anon-jwt");
    expect(state.theme_color).toBe("#1E88E5");
    expect(bodyOf(0)).toEqual(expect.objectContaining({ appid: 1, platform: "mobile" }));
  });

  it("stops silently when the token code is not 0", async () => {
    const { api, calledPaths } = fakeApi(401, 0);
    await expect(startSession(api, localStorage)).resolves.toBe(false);
    expect(calledPaths()).toEqual(["/peony/v1/auth/anonymous"]);
    expect(useGlobalStore.getState().token).toBe("");
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
