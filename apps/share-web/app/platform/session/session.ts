import type { Login } from "@davmu/contract/client";
import { setGlobal, type UserInfo, useGlobalStore } from "../store.ts";
import {
  readJson,
  remove,
  SESSION_KEY,
  type StorageLike,
  type StoredSession,
  userInfoOf,
} from "./restore.ts";

/**
 * The logged-in session in the browser (spec §6, docs/decisions/0051). The user token lives in
 * local storage so a reload stays logged in, and in the global store, from which the one HTTP
 * client sends it as the authorization header. It never reaches the server's rendering: pages are
 * the same for everyone and what belongs to the visitor is fetched after hydration.
 */
export { readSession, restoreSession, SESSION_KEY, type StoredSession } from "./restore.ts";

/** Session storage: the action a logged-out visitor asked for, done on their return from /auth. */
export const PENDING_ACTION_KEY = "davmu.pending-action";
/** A pending action older than this is dropped: the visitor gave up and came back another way. */
export const PENDING_ACTION_TTL_MS = 10 * 60_000;

/** Keeps a login's token and user, and starts sending the token at once. */
export function signIn(
  storage: StorageLike | undefined,
  login: Pick<Login, "token" | "expires_at" | "user">,
): UserInfo {
  const session: StoredSession = {
    token: login.token,
    expires_at: login.expires_at,
    user: { id: login.user.id, nickname: login.user.nickname, avatar: login.user.avatar },
  };
  try {
    storage?.setItem(SESSION_KEY, JSON.stringify(session));
  } catch (error) {
    // The visitor stays logged in for this page; a reload will ask again.
    console.error("[session] the session could not be kept", error);
  }
  const userInfo = userInfoOf(session);
  setGlobal({ userInfo });
  return userInfo;
}

/** Forgets the session here (the caller ends it on the service first, where it can). */
export function signOut(storage: StorageLike | undefined): void {
  remove(storage, SESSION_KEY);
  setGlobal({ userInfo: null });
}

/**
 * A call was answered 401 while a user is logged in, so it went with the user token (the client
 * sends it first): the token expired or was logged out elsewhere. The session is dropped so the next action asks to log in instead of failing again.
 */
export function dropRejectedSession(storage: StorageLike | undefined): void {
  if (useGlobalStore.getState().userInfo) signOut(storage);
}

/** A path inside the site to return to after login; anything else (other sites, `//x`) is home. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  return value;
}

/** The login page's address (inside the locale), returning to `returnTo` afterwards. */
export function authPath(returnTo: string): string {
  return `/auth?redirect=${encodeURIComponent(safeReturnPath(returnTo))}`;
}

export type PendingAction = {
  /** The site path (with query) the action belongs to. */
  path: string;
  /** What to do there: `like`, `collect`, `follow`, `comment`, ... */
  action: string;
  /** The action's own data (the comment replied to, the draft's key). */
  payload?: Record<string, string>;
  at: number;
};

/** Remembers what a logged-out visitor asked for, to do it when they come back logged in. */
export function rememberAction(
  storage: StorageLike | undefined,
  action: Omit<PendingAction, "at">,
  nowMs = Date.now(),
): void {
  try {
    storage?.setItem(PENDING_ACTION_KEY, JSON.stringify({ ...action, at: nowMs }));
  } catch {
    // Without storage the visitor logs in and taps again.
  }
}

/** Whether an action of one of `actions` waits for this path (left in place for whoever does it). */
export function peekAction(
  storage: StorageLike | undefined,
  path: string,
  actions: readonly string[],
  nowMs = Date.now(),
): boolean {
  const value = readJson(storage, PENDING_ACTION_KEY) as Partial<PendingAction> | null;
  return !!value?.action && value.path === path && actions.includes(value.action) && isFresh(value, nowMs);
}

const isFresh = (value: Partial<PendingAction>, nowMs: number): boolean =>
  typeof value.at === "number" && nowMs - value.at <= PENDING_ACTION_TTL_MS;

/**
 * The pending action for this path and action name, removed as it is taken so it runs once.
 * Null when there is none, it is for another page or action, or it is too old.
 */
export function takeAction(
  storage: StorageLike | undefined,
  path: string,
  action: string,
  nowMs = Date.now(),
): Record<string, string> | null {
  const value = readJson(storage, PENDING_ACTION_KEY) as Partial<PendingAction> | null;
  if (!value || value.path !== path || value.action !== action) return null;
  remove(storage, PENDING_ACTION_KEY);
  if (!isFresh(value, nowMs)) return null;
  return value.payload ?? {};
}
