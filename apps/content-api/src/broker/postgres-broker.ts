import { programLog } from "@davmu/ops";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { Database } from "../db/schema.ts";
import { checkChannel, checkPayload, deliver, type LiveBroker, type LiveHandler } from "./broker.ts";

/** Waits before reconnecting after a lost connection: doubling from the first to the last. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_LAST_MS = 5000;

type Options = {
  /** Publishes through the service's pool: NOTIFY needs no connection of its own. */
  db: Kysely<Database>;
  /** A new client for the one connection that listens (a pooled one could be handed to a request). */
  connect: () => pg.Client;
};

/**
 * The live broker over PostgreSQL's LISTEN/NOTIFY: one dedicated connection per process listens to
 * the channels its subscribers want, made when the first subscriber comes and made again, with
 * its channels, when it is lost. A channel name reaches SQL only as a quoted identifier (LISTEN)
 * or a bound parameter (pg_notify), never as SQL text.
 */
export function postgresBroker({ db, connect }: Options): LiveBroker {
  const channels = new Map<string, Set<LiveHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = RECONNECT_FIRST_MS;
  let closed = false;

  const listen = (c: pg.Client, channel: string) => c.query(`listen ${pg.escapeIdentifier(channel)}`);

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retry || channels.size === 0) return;
    retry = setTimeout(() => {
      retry = null;
      ready().catch((error: unknown) => {
        programLog().error({ err: error, nextTryMs: delay }, "the live broker could not reconnect");
        scheduleReconnect();
      });
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_LAST_MS);
  };

  /** The listening connection, with every channel that has subscribers listened to. */
  const ready = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = connect();
      // A client without an error listener would end the process when its connection breaks.
      c.on("error", (error) => {
        programLog().error({ err: error }, "the live broker lost its PostgreSQL connection");
        lost(c);
      });
      c.on("end", () => lost(c));
      c.on("notification", (message) => {
        const handlers = channels.get(message.channel);
        if (handlers) deliver(handlers, message.payload ?? "");
      });
      try {
        await c.connect();
        for (const channel of channels.keys()) await listen(c, channel);
      } catch (error) {
        c.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await c.end();
        throw new Error("live broker: closed");
      }
      client = c;
      delay = RECONNECT_FIRST_MS;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async publish(channel, payload) {
      checkChannel(channel);
      checkPayload(payload);
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },

    async subscribe(channel, handler) {
      checkChannel(channel);
      if (closed) throw new Error("live broker: closed");
      let handlers = channels.get(channel);
      const first = !handlers;
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
      }
      handlers.add(handler);
      const own = handlers;
      const unsubscribe = async () => {
        own.delete(handler);
        if (own.size > 0 || channels.get(channel) !== own) return;
        channels.delete(channel);
        if (client) await client.query(`unlisten ${pg.escapeIdentifier(channel)}`);
      };
      try {
        // LISTEN again is harmless: a connection made just now has listened to it already.
        if (first) await listen(await ready(), channel);
      } catch (error) {
        await unsubscribe();
        throw error;
      }
      return unsubscribe;
    },

    async close() {
      closed = true;
      channels.clear();
      if (retry) clearTimeout(retry);
      retry = null;
      const c = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      await c?.end();
    },
  };
}
