/** Spec §9: the request id used when no other can be had. */
export const FALLBACK_REQUEST_ID = "123456";
/** The local-storage key of the persistent anonymous request id. */
export const ANONYMOUS_ID_KEY = "ANONYMOUS_ID";

/** Calls whose path contains one of these carry no request-id header (spec §7). */
export const NO_REQUEST_ID_PATHS = [
  "/law/v1/api/share/question/detail",
  "/law/v1/api/share/question/answerlist",
  "/peony/v1/picho/v1/open",
  "/circle/v1/api/share/content/detail",
] as const;

export const ACCEPT = "application/json, text/plain, */*";

export type Credentials = {
  /** The logged-in user's token, if any. */
  userToken?: string | null;
  /** The anonymous session token, if any. */
  anonymousToken?: string | null;
};

/** The authorization value: the user token, else the anonymous token, else empty. */
export function authorizationValue({ userToken, anonymousToken }: Credentials): string {
  return userToken || anonymousToken || "";
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/**
 * A persistent anonymous id, created once in local storage. Null when storage cannot be used:
 * the failure is logged and the caller falls back to {@link FALLBACK_REQUEST_ID}.
 */
export function persistentAnonymousId(storage: StorageLike | undefined, create: () => string): string | null {
  if (!storage) return null;
  try {
    const existing = storage.getItem(ANONYMOUS_ID_KEY);
    if (existing) return existing;
    const id = create();
    storage.setItem(ANONYMOUS_ID_KEY, id);
    return id;
  } catch (error) {
    console.error("[http] anonymous id storage failed, using the fallback request id", error);
    return null;
  }
}

/** The request id: the stored id, else the persistent anonymous id, else 123456. */
export function requestIdValue(
  storedId: string | null | undefined,
  anonymousId: () => string | null,
): string {
  return storedId || anonymousId() || FALLBACK_REQUEST_ID;
}

export type HeaderContext = Credentials & {
  /** A host that must never receive the authorization header. */
  indexHost?: string;
  requestId: () => string;
};

/** Every header rule of spec §7 for one request URL. */
export function buildHeaders(url: URL, ctx: HeaderContext, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: ACCEPT });
  if (hasBody) headers.set("Content-Type", "application/json");
  if (!ctx.indexHost || url.hostname !== ctx.indexHost) {
    headers.set("Authorization", authorizationValue(ctx));
  }
  if (!NO_REQUEST_ID_PATHS.some((path) => url.pathname.includes(path))) {
    headers.set("X-Request-Id", ctx.requestId());
  }
  return headers;
}
