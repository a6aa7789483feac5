import { toCardView } from "../../components/content/card-view.ts";
import { loadEditorialList } from "../list/editorial-list.server.ts";
import type { Route } from "./+types/route";

/** A stack holds the list's first 50 items: the most one page of the call gives. */
const FLY_CARD_LIMIT = 50;

/** A list shown as fly cards (spec §2 `/fly_card/{list_id?}`, docs/decisions/0068). */
export async function loadFlyCards(args: Route.LoaderArgs) {
  const { page, meta, wechat } = await loadEditorialList(args, {
    screen: "/fly_card",
    pageindex: 1,
    pagesize: FLY_CARD_LIMIT,
  });
  return {
    info: page.info,
    cards: page.list.map((item) => ({
      ...toCardView(item.card),
      // The editors' line, else the item's own summary.
      text: item.note || item.card.summary,
    })),
    meta,
    wechat,
  };
}
