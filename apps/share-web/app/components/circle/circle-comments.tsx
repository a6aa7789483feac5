import type { CircleComment } from "@davmu/contract/client";
import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { CircleAuthorLine } from "./circle-author-line.tsx";

/** A page of a post's comments as its loader gives it (`?cpage=N` asks for the Nth). */
export type CircleCommentsPage = { list: CircleComment[]; page: number; hasMore: boolean; total: number };
/** What "more comments" receives when the server could not give the next page. */
export type CircleCommentsFailure = { commentsFailed: number };

/**
 * A post's comments, oldest first, read-only: the first page in the page's HTML, more through the
 * page's own loader (`?cpage=N`). Writing one is done in the app (docs/decisions/0065).
 */
export function CircleComments({ first }: { first: CircleCommentsPage }) {
  const { t, contentLang } = useI18n();
  const f = useFormat();
  const location = useLocation();
  const fetcher = useFetcher<{ comments: CircleCommentsPage } | CircleCommentsFailure>();
  const [shown, setShown] = useState(first);
  useEffect(() => {
    const data = fetcher.data;
    if (!data || "commentsFailed" in data) return;
    const next = data.comments;
    if (next.page !== shown.page + 1) return;
    setShown((s) => {
      const seen = new Set(s.list.map((c) => c.id));
      return { ...next, list: [...s.list, ...next.list.filter((c) => !seen.has(c.id))] };
    });
  }, [fetcher.data, shown.page]);
  const nextHref = `${location.pathname}?cpage=${shown.page + 1}`;
  const loading = fetcher.state !== "idle";
  const failed = !loading && !!fetcher.data && "commentsFailed" in fetcher.data;
  return (
    <section className="circle-comments" aria-labelledby="circle-comments-title">
      <h2 id="circle-comments-title" className="circle-comments__title">
        {t("circle.commentsTitle")}
        <span className="circle-comments__total">{f.count(shown.total)}</span>
      </h2>
      {shown.list.length === 0 ? (
        <p className="circle-list__note">{t("circle.commentsEmpty")}</p>
      ) : (
        <ol className="circle-comments__list">
          {shown.list.map((comment) => (
            <li key={comment.id} className="circle-comment">
              <CircleAuthorLine author={comment.author} time={comment.created_at} size="comment" />
              <p className="circle-comment__text" lang={contentLang}>
                {comment.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      {shown.hasMore ? (
        <a
          className="circle-list__more"
          href={nextHref}
          aria-busy={loading}
          onClick={(event) => {
            event.preventDefault();
            if (!loading) fetcher.load(nextHref);
          }}
        >
          {loading ? t("circle.loading") : failed ? t("circle.failed") : t("circle.commentsMore")}
        </a>
      ) : (
        shown.list.length > 0 && <p className="circle-list__note">{t("circle.commentsEnd")}</p>
      )}
      <p className="visually-hidden" role="status">
        {failed ? t("circle.failed") : ""}
      </p>
    </section>
  );
}
