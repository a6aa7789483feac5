import { useEffect } from "react";
import { type ShareOverride, setGlobal } from "../../platform/store.ts";

/**
 * Changes the page's share card while it is shown, for what the page changed in place without a
 * new page load (the track that plays now): merged over the card the loader computed, and gone
 * when the page is left. Null keeps the loader's card.
 */
export function useShareOverride(override: ShareOverride): void {
  const link = override?.link;
  const title = override?.title;
  const desc = override?.desc;
  useEffect(() => {
    setGlobal({ share_override: link ? { link, title, desc } : null });
  }, [link, title, desc]);
  useEffect(() => () => setGlobal({ share_override: null }), []);
}
