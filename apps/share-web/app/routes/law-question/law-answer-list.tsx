import type { LawAnswer, LawAnswerPage, LawAnswerSort, LawQuestion } from "@davmu/contract/client";
import { Link } from "react-router";
import { usePagedList } from "../../platform/data/use-paged-list.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useHydrated } from "../../platform/use-hydrated.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import { LawAnswerItem } from "./law-answer.tsx";

type Props = { questionId: string; first: LawAnswerPage; sort: LawAnswerSort };

/** The answers' section: its heading, the order to read them in (by likes or by time), the list. */
export function LawAnswers({
  question,
  first,
  sort,
}: {
  question: Pick<LawQuestion, "id" | "answer_count">;
  first: LawAnswerPage;
  sort: LawAnswerSort;
}) {
  const { t, path } = useI18n();
  const here = path(`/fazak/problemShare/${question.id}`);
  return (
    <section className="law-answers" aria-labelledby="law-answers">
      <div className="law-answers__head">
        <h2 id="law-answers" className="section-title law-answers__title">
          {t("law.answers", { n: question.answer_count })}
        </h2>
        {question.answer_count > 1 && (
          <nav className="law-answers__sort" aria-label={t("law.sort")}>
            {(["likes", "time"] as const).map((s) => (
              <Link
                key={s}
                to={s === "likes" ? here : `${here}?sort=${s}`}
                replace
                preventScrollReset
                aria-current={s === sort ? "true" : undefined}
              >
                {t(`law.sort.${s}`)}
              </Link>
            ))}
          </nav>
        )}
      </div>
      <LawAnswerList key={sort} questionId={question.id} first={first} sort={sort} />
    </section>
  );
}

/**
 * The answers: the first page from the server, more a page at a time through the answer-list call
 * once hydrated (docs/decisions/0066), its client fetched at the first tap. A failed page leaves
 * what is shown and offers a retry.
 */
export function LawAnswerList({ questionId, first, sort }: Props) {
  const { t } = useI18n();
  const config = useRootData()?.config;
  const hydrated = useHydrated();
  const answers = usePagedList<LawAnswer>({
    first: { list: first.list, hasMore: first.has_more, page: first.pageindex },
    fetchPage: async (pageindex) => {
      if (!config) throw new Error("answers are read once the page is hydrated");
      // The client comes at the first tap on "more": none of it is in the page's first load.
      const { initBrowserApi } = await import("../../platform/browser-api.ts");
      return initBrowserApi(config).lawAnswerList({
        query: { id: questionId, pageindex, pagesize: first.pagesize, sort },
      });
    },
  });
  const { list, hasMore, loading, failed } = answers;

  if (list.length === 0) return <p className="law-answers__note">{t("law.noAnswers")}</p>;
  return (
    <>
      <ol className="law-answers__list">
        {list.map((answer) => (
          <li key={answer.id}>
            <LawAnswerItem answer={answer} />
          </li>
        ))}
      </ol>
      {hasMore ? (
        <button
          type="button"
          className="law-answers__more"
          onClick={() => void answers.more()}
          disabled={!hydrated}
          aria-busy={loading}
        >
          {loading ? t("law.loading") : failed ? t("law.failed") : t("law.more")}
        </button>
      ) : (
        <p className="law-answers__note">{t("law.end")}</p>
      )}
    </>
  );
}
