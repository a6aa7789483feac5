import { type ApiPaths, apiPaths } from "@davmu/contract";
import { createIdCodec, type IdCodec } from "@davmu/ids";
import { createLifecycle, type Lifecycle, type Logger, silentLogger } from "@davmu/ops";
import type { Kysely } from "kysely";
import type { LiveBroker } from "./broker/broker.ts";
import { createLiveBroker } from "./broker/create-broker.ts";
import type { Config } from "./config.ts";
import { dialectOf } from "./db/dialect.ts";
import type { Database } from "./db/schema.ts";
import { sharedValues } from "./db/shared-values.ts";
import { memoryRateStore, type RateLimitStore } from "./http/rate-limit.ts";
import { databaseRateStore } from "./http/rate-limit-db.ts";
import { type SmsProvider, smsProviderFor } from "./modules/accounts/sms.ts";
import { createOnlineCount, type OnlineCount } from "./modules/live/presence.ts";
import { roomChannel } from "./modules/live/room-channel.ts";
import { type JsapiTicketProvider, ticketProviderFor } from "./modules/wxshare/jsapi-ticket.ts";
import { createPresenter, type Presenter } from "./presenter.ts";

export type AppDeps = {
  db: Kysely<Database>;
  config: Config;
  /** Seconds since the epoch; tests pass a fixed clock. */
  now?: () => number;
  /** Where WeChat's jsapi_ticket comes from; by default as the configuration says. */
  ticketProvider?: JsapiTicketProvider;
  /** Where rate limits count; by default the database on PostgreSQL, memory on SQLite. */
  rateStore?: RateLimitStore;
  /**
   * Carries live messages between processes; by default the database's, which connects only when
   * subscribed to. Whoever passes one closes it.
   */
  broker?: LiveBroker;
  /** Where login codes are sent; by default as the configuration says (docs/decisions/0048). */
  sms?: SmsProvider;
  /**
   * Who watches each live room, over every process (docs/decisions/0077); by default one on the
   * database that tells the room's streams through the broker. Whoever passes one closes it.
   */
  online?: OnlineCount;
  /** The process's state for its probes; event streams end when it stops. By default one that is ready at once. */
  lifecycle?: Lifecycle;
  /** The request log; by default none. */
  log?: Logger;
};

/** What every route family receives. */
export type RouteDeps = {
  db: Kysely<Database>;
  config: Config;
  ids: IdCodec;
  paths: ApiPaths;
  presenter: Presenter;
  now: () => number;
  ticketProvider: JsapiTicketProvider;
  rateStore: RateLimitStore;
  broker: LiveBroker;
  sms: SmsProvider;
  online: OnlineCount;
  /** Milliseconds since the epoch, for the rate limits' and caps' stores: `now` when it is given. */
  nowMs: () => number;
  lifecycle: Lifecycle;
  log: Logger;
};

export function createRouteDeps(deps: AppDeps): RouteDeps {
  const { db, config, now, ticketProvider, rateStore, sms } = deps;
  const broker = deps.broker ?? createLiveBroker(config.database, db);
  const clock = now ?? (() => Math.floor(Date.now() / 1000));
  const ids = createIdCodec(config.idSalt);
  // A test that fixes the clock fixes it for the rate limits too, so it can move time past them.
  const nowMs = now ? () => now() * 1000 : Date.now;
  return {
    db,
    config,
    ids,
    paths: apiPaths(config.prefixes),
    presenter: createPresenter(ids, config.publicUrl, clock),
    now: clock,
    ticketProvider: ticketProvider ?? ticketProviderFor(config.wechat, sharedValues(db)),
    // Several processes share a PostgreSQL database; on SQLite the one process counts in memory.
    rateStore:
      rateStore ?? (dialectOf(db) === "postgres" ? databaseRateStore(db, nowMs) : memoryRateStore(nowMs)),
    broker,
    online: deps.online ?? roomOnlineCount(db, broker, clock),
    sms: sms ?? smsProviderFor(config.sms),
    nowMs,
    lifecycle: deps.lifecycle ?? createLifecycle(),
    log: deps.log ?? silentLogger(),
  };
}

/** Who watches each live room, told to the room's streams through the broker when it changes. */
export function roomOnlineCount(db: Kysely<Database>, broker: LiveBroker, now: () => number): OnlineCount {
  return createOnlineCount({
    db,
    now,
    onChange: (id) => broker.publish(roomChannel(id), JSON.stringify({ type: "online" })),
  });
}
