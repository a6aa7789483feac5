import { createHash, randomInt } from "node:crypto";

/** WeChat JS-SDK appendix 1: the fields are sorted by name and joined as a query string. */
export type SignatureInput = { ticket: string; nonceStr: string; timestamp: number; url: string };

/** The SHA-1 signature `wx.config` is checked against (JS-SDK documentation, appendix 1). */
export function jsapiSignature({ ticket, nonceStr, timestamp, url }: SignatureInput): string {
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash("sha1").update(text, "utf8").digest("hex");
}

const NONCE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A random nonce of letters and digits, as WeChat's own examples use. */
export function createNonce(length = 16): string {
  let nonce = "";
  for (let i = 0; i < length; i++) nonce += NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)];
  return nonce;
}

export type SignableUrl = { ok: true; url: string } | { ok: false; reason: string };

/**
 * The URL as WeChat signs it: the page address without its hash. Only http(s) pages of the
 * site's own hosts are signed, so the service cannot be used to vouch for someone else's page.
 */
export function signableUrl(raw: string, hosts: readonly string[]): SignableUrl {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return { ok: false, reason: "url is not an absolute address" };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return { ok: false, reason: "url must be an http or https address" };
  }
  if (!hosts.includes(parsed.hostname.toLowerCase())) {
    return { ok: false, reason: `url host ${parsed.hostname} is not a host of this site` };
  }
  // The page's own spelling is kept (WeChat compares it as the page reports it); only the hash goes.
  const hash = raw.indexOf("#");
  return { ok: true, url: hash === -1 ? raw : raw.slice(0, hash) };
}
