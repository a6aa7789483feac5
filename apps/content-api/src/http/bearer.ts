import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether an Authorization header carries `Bearer <expected>`, compared in constant time. */
export function bearerMatches(header: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  // Hashing first gives both sides one length, so the comparison reveals nothing of it either.
  return match !== null && timingSafeEqual(digest(match[1]!), digest(expected));
}
