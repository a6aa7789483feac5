import type { CommentPage } from "@davmu/contract/client";
import { Suspense, useRef } from "react";
import { Await } from "react-router";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import type { Deferred } from "../../platform/deferred.ts";
import { useHeldTaps } from "../../platform/hydration/part-taps.ts";
import { withLaterTexts } from "../../platform/i18n/later-texts.ts";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import type { CommentItem } from "./comment-item.ts";

const CommentPanel = lazyPart(
  () => withLaterTexts("comments", import("./comment-panel.tsx")).then((m) => m.CommentPanel),
  "comments",
  "after-load",
);

/**
 * An item's comments (spec §1, §4; docs/decisions/0052). The first few come in the page's HTML
 * (after the item on a client navigation), the same for everyone; the section is a chunk hydrated
 * once the page is idle: paging, order, replies, posting, likes, and the visitor's own comments
 * under review. Its texts come with its code (messages.zh.ts); the page's carry only the heading's.
 */
export function Comments({ item, first }: { item: CommentItem; first: Deferred<CommentPage | null> }) {
  const { t } = useI18n();
  const f = useFormat();
  const frame = useRef<HTMLElement>(null);
  // A tap on 共 N 条回复, a like or 发布 before the panel's code has hydrated it is kept for it.
  useHeldTaps("comments", frame);
  const heading = (
    <h2 id="comments-title" className="section-title comments__title">
      {t("comments.title")} <span className="comments__total">{f.count(item.comment_count)}</span>
    </h2>
  );
  return (
    <section className="comments" id="comments" aria-labelledby="comments-title" ref={frame}>
      <Suspense
        fallback={
          <>
            {heading}
            <p className="comments__note">{t("comments.loading")}</p>
          </>
        }
      >
        <Await resolve={first}>{(page) => <CommentPanel item={item} first={page} heading={heading} />}</Await>
      </Suspense>
    </section>
  );
}
