import { beforeEach, describe, expect, it } from "vitest";
import { INITIAL_STATE, useGlobalStore } from "../store.ts";
import {
  authPath,
  dropRejectedSession,
  PENDING_ACTION_TTL_MS,
  peekAction,
  readSession,
  rememberAction,
  restoreSession,
  SESSION_KEY,
  safeReturnPath,
  signIn,
  signOut,
  takeAction,
} from "./session.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const NOW = 1_800_000_000_000;
const login = {
  token: "user-token",
  expires_at: NOW / 1000 + 3600,
  user: {
    id: "u1",
    nickname: "读者",
    avatar: "https://x/a.png",
    created_at: 1,
    is_self: true,
    phone: "138****8000",
  },
};

describe("the browser session", () => {
  beforeEach(() => useGlobalStore.setState({ ...INITIAL_STATE }));

  it("keeps a login so a reload restores it, without the phone number", () => {
    const storage = memoryStorage();
    signIn(storage, login);
    expect(useGlobalStore.getState().userInfo?.token).toBe("user-token");
    expect(storage.map.get(SESSION_KEY)).not.toContain("138");
    useGlobalStore.setState({ ...INITIAL_STATE });
    expect(restoreSession(storage, NOW)?.nickname).toBe("读者");
    expect(useGlobalStore.getState().userInfo?.token).toBe("user-token");
  });

  it("drops an expired or malformed session instead of sending a dead token", () => {
    const storage = memoryStorage();
    signIn(storage, login);
    expect(readSession(storage, (login.expires_at + 1) * 1000)).toBeNull();
    expect(storage.map.has(SESSION_KEY)).toBe(false);
    storage.setItem(SESSION_KEY, "{not json");
    expect(restoreSession(storage, NOW)).toBeNull();
    storage.setItem(SESSION_KEY, JSON.stringify({ token: "t" }));
    expect(readSession(storage, NOW)).toBeNull();
  });

  it("logs out here, and on a rejected token only when a user is logged in", () => {
    const storage = memoryStorage();
    signIn(storage, login);
    dropRejectedSession(storage);
    expect(useGlobalStore.getState().userInfo).toBeNull();
    expect(storage.map.has(SESSION_KEY)).toBe(false);
    signIn(storage, login);
    signOut(storage);
    expect(readSession(storage, NOW)).toBeNull();
  });

  it("returns only to paths inside the site", () => {
    expect(safeReturnPath("/mp/doc/x?a=1")).toBe("/mp/doc/x?a=1");
    expect(safeReturnPath("https://evil.example/")).toBe("/");
    expect(safeReturnPath("//evil.example/")).toBe("/");
    expect(safeReturnPath("/\\evil.example")).toBe("/");
    expect(safeReturnPath(null)).toBe("/");
    expect(authPath("/mp/doc/x?a=1")).toBe("/auth?redirect=%2Fmp%2Fdoc%2Fx%3Fa%3D1");
  });

  it("tells whether an action waits for a page without taking it", () => {
    const storage = memoryStorage();
    rememberAction(storage, { path: "/mp/svideo/x", action: "comment" }, NOW);
    expect(peekAction(storage, "/mp/svideo/x", ["comment", "comment-like"], NOW)).toBe(true);
    expect(peekAction(storage, "/mp/svideo/y", ["comment"], NOW)).toBe(false);
    expect(peekAction(storage, "/mp/svideo/x", ["like"], NOW)).toBe(false);
    expect(peekAction(storage, "/mp/svideo/x", ["comment"], NOW + PENDING_ACTION_TTL_MS + 1)).toBe(false);
    // Still there for the part that does it.
    expect(takeAction(storage, "/mp/svideo/x", "comment", NOW)).toEqual({});
  });

  it("does a remembered action once, on its page, while it is fresh", () => {
    const storage = memoryStorage();
    rememberAction(storage, { path: "/mp/doc/x", action: "like" }, NOW);
    expect(takeAction(storage, "/mp/doc/y", "like", NOW)).toBeNull();
    expect(takeAction(storage, "/mp/doc/x", "collect", NOW)).toBeNull();
    expect(takeAction(storage, "/mp/doc/x", "like", NOW + 1000)).toEqual({});
    expect(takeAction(storage, "/mp/doc/x", "like", NOW + 1000)).toBeNull();
    rememberAction(storage, { path: "/p", action: "reply", payload: { cid: "c1" } }, NOW);
    expect(takeAction(storage, "/p", "reply", NOW + PENDING_ACTION_TTL_MS + 1)).toBeNull();
    rememberAction(storage, { path: "/p", action: "reply", payload: { cid: "c1" } }, NOW);
    expect(takeAction(storage, "/p", "reply", NOW)).toEqual({ cid: "c1" });
  });
});
