/**
 * The browser's local or session storage, or undefined where reading it throws (private mode,
 * blocked cookies, a sandboxed frame): every caller then keeps nothing and fails nothing.
 */
export function browserStorage(area: "local" | "session"): Storage | undefined {
  try {
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}
