import { keepCardsOnFailure } from "../../components/content/paged-cards.tsx";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import cssText from "./list.css?inline";
import cssHref from "./list.css?url";
import { ListHead } from "./list-head.tsx";
import { ListItems } from "./list-items.tsx";
import { loadList } from "./loader.server.ts";

const screen = siteScreen("list", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadList(args);
}

/** "Load more" that fails shows a retry under the items (paged-cards). */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return keepCardsOnFailure(args);
}

/**
 * A curated list (spec §2 `/list/{list_id?}`, docs/decisions/0068): its cover, title and
 * description, then its items in the editors' order with their lines, a page at a time.
 */
export default function ListPage({ loaderData }: Route.ComponentProps) {
  const { info } = loaderData;
  return (
    <screen.Page bar={<OpenAppBar target={{ path: "list", params: { id: info.id } }} />}>
      <main>
        <ListHead info={info} cardsLink />
        <ListItems key={info.id} first={loaderData} />
      </main>
    </screen.Page>
  );
}
