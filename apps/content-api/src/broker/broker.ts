/**
 * The live broker: how a message published by one request reaches every open stream that waits
 * for it (live rooms' chat and state, later), in whichever process the stream is held. In-process
 * on SQLite, where the service is one process; PostgreSQL's LISTEN/NOTIFY on PostgreSQL, where
 * several processes share the database (docs/decisions/0038). Both obey the same limits, so what
 * works on one works on the other.
 */
export type LiveHandler = (payload: string) => void;

export interface LiveBroker {
  /** Sends `payload` to every subscriber of `channel`, in this process and the others. */
  publish(channel: string, payload: string): Promise<void>;
  /**
   * Calls `handler` with each payload published to `channel` from now on; resolves once messages
   * are arriving, to the function that stops them. Messages published while a broker reconnects
   * are lost: streams resume from the database by their last event id.
   */
  subscribe(channel: string, handler: LiveHandler): Promise<() => Promise<void>>;
  /** Stops every subscription and lets go of the broker's connection. */
  close(): Promise<void>;
}

/** PostgreSQL's NOTIFY takes payloads shorter than 8000 bytes; the in-process broker keeps to it too. */
export const MAX_PAYLOAD_BYTES = 7999;
/** PostgreSQL cuts identifiers, channel names among them, at 63 bytes: longer names could collide. */
export const MAX_CHANNEL_BYTES = 63;

export class LivePayloadTooLargeError extends Error {
  constructor(bytes: number) {
    super(
      `live broker: a payload of ${bytes} bytes is over the ${MAX_PAYLOAD_BYTES}-byte limit of ` +
        "PostgreSQL's NOTIFY: publish an id and let subscribers read the rest from the database",
    );
    this.name = "LivePayloadTooLargeError";
  }
}

/** Throws unless `channel` is a name both brokers carry the same way. */
export function checkChannel(channel: string): void {
  const bytes = Buffer.byteLength(channel, "utf8");
  if (bytes === 0 || bytes > MAX_CHANNEL_BYTES || channel.includes("\0")) {
    throw new RangeError(
      `live broker: a channel name is 1 to ${MAX_CHANNEL_BYTES} bytes without NUL: ${JSON.stringify(channel)}`,
    );
  }
}

export function checkPayload(payload: string): void {
  const bytes = Buffer.byteLength(payload, "utf8");
  if (bytes > MAX_PAYLOAD_BYTES) throw new LivePayloadTooLargeError(bytes);
}

/** Calls each handler; one that throws is logged and does not keep the message from the others. */
export function deliver(handlers: Iterable<LiveHandler>, payload: string): void {
  for (const handler of [...handlers]) {
    try {
      handler(payload);
    } catch (error) {
      console.error("content-api: a live subscriber failed on a message", error);
    }
  }
}

/** Subscribers in this process only: the broker of a service that is one process (SQLite). */
export function inProcessBroker(): LiveBroker {
  const channels = new Map<string, Set<LiveHandler>>();
  return {
    async publish(channel, payload) {
      checkChannel(channel);
      checkPayload(payload);
      const handlers = channels.get(channel);
      // Delivered after publish returns, as a message through PostgreSQL would be.
      if (handlers) queueMicrotask(() => deliver(handlers, payload));
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
      }
      handlers.add(handler);
      const own = handlers;
      return async () => {
        own.delete(handler);
        if (own.size === 0 && channels.get(channel) === own) channels.delete(channel);
      };
    },
    async close() {
      channels.clear();
    },
  };
}
