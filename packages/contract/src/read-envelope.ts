import { API_OK } from "./constants.ts";

/** A body read as the envelope `{ code, msg, data }`: its data on success, else why not. */
export type EnvelopeReading<T> = { ok: true; data: T } | { ok: false; code: number | null; msg: string };

/**
 * The one reader of the envelope, for every program that calls the content service: `code` 0 is
 * success and carries `data`; any other code, or a body that is no envelope at all, is a failure
 * with the service's message when it sent one (empty otherwise: the caller names the failure).
 */
export function readEnvelope<T = unknown>(body: unknown): EnvelopeReading<T> {
  if (typeof body !== "object" || body === null || !("code" in body)) {
    return { ok: false, code: null, msg: "" };
  }
  const { code, msg, data } = body as { code: unknown; msg?: unknown; data?: unknown };
  if (code === API_OK) return { ok: true, data: data as T };
  return { ok: false, code: typeof code === "number" ? code : null, msg: typeof msg === "string" ? msg : "" };
}
