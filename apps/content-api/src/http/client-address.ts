import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The proxies whose X-Forwarded-For entries are believed: addresses and CIDR ranges. */
export type TrustedProxies = { has(address: string): boolean };

/** An IPv4 address seen through an IPv6 socket (`::ffff:10.0.0.1`) as the IPv4 address it is. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * Parses `CONTENT_API_TRUSTED_PROXIES`: addresses and CIDR ranges, IPv4 or IPv6, comma-separated.
 * Throws naming an entry that is neither.
 */
export function parseTrustedProxies(list: string): TrustedProxies {
  const blocks = new BlockList();
  for (const entry of list
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = "", prefix, extra] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : isIP(address) === 4 ? "ipv4" : null;
    const bits = prefix === undefined ? null : Number(prefix);
    const maxBits = type === "ipv6" ? 128 : 32;
    if (
      !type ||
      extra !== undefined ||
      (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    ) {
      throw new Error(`CONTENT_API_TRUSTED_PROXIES: ${entry} is not an address or a CIDR range`);
    }
    if (bits === null) blocks.addAddress(address, type);
    else blocks.addSubnet(address, bits, type);
  }
  return {
    has(address) {
      const a = plain(address);
      const type = isIP(a) === 6 ? "ipv6" : isIP(a) === 4 ? "ipv4" : null;
      return type !== null && blocks.check(a, type);
    },
  };
}

/** The address the socket sees; a request made in a test without one has "unknown". */
function socketAddress(c: Context): string {
  try {
    return plain(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    return "unknown";
  }
}

/**
 * The client's address. X-Forwarded-For is read only when the socket's peer is a trusted proxy:
 * then the header is walked from its right end (the entry that proxy appended) leftwards while the
 * entries are trusted proxies too, and the first one that is not is the client. Entries further
 * left were written by the client and are never used; a client that reaches the service directly
 * cannot change its address by writing the header (docs/decisions/0013).
 */
export function clientAddress(c: Context, trusted: TrustedProxies): string {
  let address = socketAddress(c);
  if (!trusted.has(address)) return address;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((a) => plain(a.trim()))
    .filter(Boolean);
  while (trusted.has(address) && forwarded.length > 0) {
    const next = forwarded.pop()!;
    if (isIP(next) === 0) break;
    address = next;
  }
  return address;
}
