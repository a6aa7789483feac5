import { type ApiPaths, apiPaths } from "@davmu/contract";
import { createIdCodec, type IdCodec } from "@davmu/ids";
import type { Kysely } from "kysely";
import type { Config } from "./config.ts";
import type { Database } from "./db/schema.ts";
import { type JsapiTicketProvider, ticketProviderFor } from "./modules/wxshare/jsapi-ticket.ts";
import { createPresenter, type Presenter } from "./presenter.ts";

export type AppDeps = {
  db: Kysely<Database>;
  config: Config;
  /** Seconds since the epoch; tests pass a fixed clock. */
  now?: () => number;
  /** Where WeChat's jsapi_ticket comes from; by default as the configuration says. */
  ticketProvider?: JsapiTicketProvider;
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
};

export function createRouteDeps({ db, config, now, ticketProvider }: AppDeps): RouteDeps {
  const ids = createIdCodec(config.idSalt);
  return {
    db,
    config,
    ids,
    paths: apiPaths(config.prefixes),
    presenter: createPresenter(ids, config.publicUrl),
    now: now ?? (() => Math.floor(Date.now() / 1000)),
    ticketProvider: ticketProvider ?? ticketProviderFor(config.wechat),
  };
}
