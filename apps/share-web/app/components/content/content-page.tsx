import type { CommentPage } from "@davmu/contract/client";
import type { ReactNode } from "react";
import type { Deferred } from "../../platform/deferred.ts";
import type { ScreenStylesheet } from "../../platform/inline-stylesheet.tsx";
import { commentItem } from "../comments/comment-item.ts";
import { Comments } from "../comments/comments.tsx";
import { OpenAppBar } from "../open-app/open-app-bar.tsx";
import { SitePage } from "../site/site-page.tsx";
import { AfterContentStyle } from "./after-content.tsx";
import { Related } from "./related.tsx";
import type { RelatedCardsProps } from "./related-cards.tsx";

export type ContentPageProps = {
  stylesheet: ScreenStylesheet;
  /** The page's modifier class (`page--video`), which the screen's stylesheet is written against. */
  modifier: string;
  /** The item the comments are about and the app opens at. */
  item: { id: string; type: string; comment_count: number; mp: unknown };
  /** Its first comments, deferred; `null` for a page that takes none (a draft's preview). */
  comments: Deferred<CommentPage | null> | null;
  related: RelatedCardsProps;
  /** The item the app opens at, where it is not the page's (a track changed in place). */
  openAppId?: string;
  /** What sits between the header and the page's main content (a preview's banner). */
  banner?: ReactNode;
  /** What docks above the open-in-app bar (the audio player's mini bar). */
  dock?: ReactNode;
  /** The screen's own part: the item itself. */
  children: ReactNode;
};

/**
 * The frame every content screen shares (docs/decisions/0100): the site's header, the item, the
 * after-content styles, the comments and related items, the footer and the open-in-app bar at the
 * item. A screen passes its own part as children and keeps nothing else of the frame.
 */
export function ContentPage(props: ContentPageProps) {
  const { item } = props;
  return (
    <SitePage
      stylesheet={props.stylesheet}
      modifier={props.modifier}
      banner={props.banner}
      dock={props.dock}
      bar={
        <OpenAppBar
          target={{ path: "content", params: { type: item.type, id: props.openAppId ?? item.id } }}
        />
      }
    >
      <main>
        {props.children}
        <AfterContentStyle />
        {props.comments !== null && <Comments item={commentItem(item)} first={props.comments} />}
        <Related {...props.related} />
      </main>
    </SitePage>
  );
}
