import { createHmac } from "node:crypto";

/**
 * The identity a view is counted by: the verified token subject (or none) and the client address,
 * keyed so the database holds neither the address nor the subject in the clear.
 */
export function viewerKey(secret: string, subject: string | null, address: string): string {
  return createHmac("sha256", secret)
    .update(`viewer:${subject ?? "-"}:${address}`)
    .digest("base64url")
    .slice(0, 22);
}
