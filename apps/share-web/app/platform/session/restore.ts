import { setGlobal, type UserInfo } from "../store.ts";

/**
 * Reading the kept login back (docs/decisions/0051): all that the first load needs of the session,
 * run before hydration (entry.client.tsx). Logging in and out, and the actions a visitor asked for
 * before logging in, are in session.ts, loaded with the screens that use them.
 */
export const SESSION_KEY = "davmu.session";

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type StoredSession = { token: string; expires_at: number; user: Omit<UserInfo, "token"> };

function isStoredSession(value: unknown): value is StoredSession {
  if (!value || typeof value !== "object") return false;
  const v = value as Partial<StoredSession>;
  return (
    typeof v.token === "string" &&
    v.token.length > 0 &&
    typeof v.expires_at === "number" &&
    !!v.user &&
    typeof v.user.id === "string" &&
    typeof v.user.nickname === "string" &&
    typeof v.user.avatar === "string"
  );
}

export function readJson(storage: StorageLike | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function remove(storage: StorageLike | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): nothing was kept, so nothing is left behind.
  }
}

/** The stored session if it is well formed and not expired; a bad or expired one is removed. */
export function readSession(storage: StorageLike | undefined, nowMs = Date.now()): StoredSession | null {
  const value = readJson(storage, SESSION_KEY);
  if (!isStoredSession(value) || value.expires_at * 1000 <= nowMs) {
    if (value !== null) remove(storage, SESSION_KEY);
    return null;
  }
  return value;
}

export function userInfoOf(session: StoredSession): UserInfo {
  const { id, nickname, avatar } = session.user;
  return { id, nickname, avatar, token: session.token };
}

/** Puts a stored session (if any) into the global store; called once after hydration. */
export function restoreSession(storage: StorageLike | undefined, nowMs = Date.now()): UserInfo | null {
  const session = readSession(storage, nowMs);
  const userInfo = session ? userInfoOf(session) : null;
  setGlobal({ userInfo });
  return userInfo;
}
