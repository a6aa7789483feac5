import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { toPlace, toPlaceWeather } from "./present.ts";
import { findCityWeather, findItemPlace, hasPlace } from "./queries.ts";

/**
 * Spec §7's place and weather calls (docs/decisions/0072), by a content item's id: the item's
 * place, and the weather of that place's city. An unknown id or a draft is 404; an item without a
 * place answers null (most items have none: not an error the site would log on every page). The
 * same for everyone.
 */
export function lbsRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, now } = deps;
  const app = new Hono();

  const placeOf = async (publicId: string | undefined) => {
    const row = await findItemPlace(db, decodeIdOr404(ids, publicId, "content"));
    if (!row) throw notFound("content not found");
    return hasPlace(row) ? row : null;
  };

  handle(app, config.prefixes, CALLS.lbs, async ({ params }) => {
    const place = await placeOf(params.id);
    return place && toPlace(params.id, place);
  });

  handle(app, config.prefixes, CALLS.lbsWeather, async ({ params }) => {
    const place = await placeOf(params.id);
    if (!place) return null;
    const report = await findCityWeather(db, place.city_adcode);
    if (!report) return null;
    return toPlaceWeather(params.id, report, now());
  });

  return app;
}
