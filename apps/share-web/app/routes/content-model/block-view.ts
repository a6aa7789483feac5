import type { ContentBlock, Image } from "@davmu/contract/client";
import type { CardView } from "../../components/content/card-view.ts";
import type { PlayerMedia } from "../../components/player/player-types.ts";

/** A block as the page's data carries it: cards trimmed to card views, a video to what plays it. */
export type BlockView =
  | Exclude<ContentBlock, { type: "cards" } | { type: "video" }>
  | { type: "cards"; title: string; layout: "row" | "grid"; list: CardView[] }
  | { type: "video"; title: string; id: string; name: string; media: PlayerMedia; poster: Image };
