import { randomUUID } from "node:crypto";

/** The header a request's id travels in, from the browser or the proxy to the site, then to the service (spec §7). */
export const REQUEST_ID_HEADER = "x-request-id";

/** An id as a log line may carry it: short, and letters, digits and `._:-` only. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id a request is logged under: the one it came with (the browser's id of spec §7, or the one
 * the proxy in front gave it) when it looks like an id, else a fresh one. Anything else a client
 * wrote there is not carried into the logs.
 */
export function requestIdOf(header: string | string[] | null | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}
