import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether a given secret equals the expected one, compared in constant time. */
export function secretMatches(given: string | undefined, expected: string): boolean {
  // Hashing first gives both sides one length, so the comparison reveals nothing of it either.
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/** Whether an Authorization header carries `Bearer <expected>`. */
export function bearerMatches(header: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match !== null && secretMatches(match[1], expected);
}
