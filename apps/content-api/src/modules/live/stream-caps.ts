/**
 * How many live push streams one visitor and one client address may hold open in this process.
 * Each stream keeps a subscription, a heartbeat timer and a socket: without a cap one token could
 * open hundreds (300 on one anonymous token were all accepted, 26 MB that stayed). A visitor has a
 * few tabs; a carrier NAT puts many visitors behind one address, so its cap is far larger.
 */
export type StreamCaps = { perVisitor: number; perAddress: number };

/** A stream's place, given back when the stream closes. */
export type StreamHold = { release(): void };

/** Counts the open streams by visitor and by address; `hold` refuses one past either cap. */
export function createStreamCounter(caps: StreamCaps) {
  const open = new Map<string, number>();
  const count = (key: string) => open.get(key) ?? 0;
  const change = (key: string, by: number) => {
    const next = count(key) + by;
    if (next <= 0) open.delete(key);
    else open.set(key, next);
  };
  return {
    /** A place for one more stream of `visitor` from `address`, or null past a cap. */
    hold(visitor: string, address: string): StreamHold | null {
      const keys = [`visitor:${visitor}`, `address:${address}`];
      if (count(keys[0]!) >= caps.perVisitor || count(keys[1]!) >= caps.perAddress) return null;
      for (const key of keys) change(key, 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          for (const key of keys) change(key, -1);
        },
      };
    },
    /** Open streams counted, for tests: visitors' and addresses' entries. */
    size: () => open.size,
  };
}
