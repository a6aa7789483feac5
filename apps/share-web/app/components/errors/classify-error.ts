import { isRouteErrorResponse } from "react-router";

type Kind = "not-found" | "unavailable" | "error";

/** What went wrong, in the product's words: 404, the service being unavailable, or anything else. */
export function classifyError(error: unknown): { kind: Kind; status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const status = error.status || 500;
    // The router's own errors (a POST to a page, say) speak of its internals: not for the visitor.
    const internal = "internal" in error && error.internal === true;
    const message = !internal && typeof error.data === "string" && error.data ? error.data : null;
    if (status === 404 || status === 410) return { kind: "not-found", status, message };
    if (status === 502 || status === 503 || status === 504) return { kind: "unavailable", status, message };
    return { kind: "error", status, message };
  }
  return { kind: "error", status: 500, message: null };
}
