import { type LawAnswer, mediaSrcSet } from "@davmu/contract/client";
import { TimeSince } from "../../components/content/time-since.tsx";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { Paragraphs } from "./paragraphs.tsx";

/** One answer: who wrote it (a verified lawyer's badge, firm and years), the text, when and likes. */
export function LawAnswerItem({ answer }: { answer: LawAnswer }) {
  const { t, contentLang } = useI18n();
  const f = useFormat();
  const { answerer } = answer;
  const nameId = `answer-${answer.id}-by`;
  return (
    <article
      id={`answer-${answer.id}`}
      className={`law-answer${answer.accepted ? " law-answer--accepted" : ""}`}
      aria-labelledby={nameId}
    >
      {answer.accepted && (
        <p className="law-answer__accepted">
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path
              d="M3 8.5 6.5 12 13 4.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t("law.accepted")}
        </p>
      )}
      <header className="law-answer__by">
        {answerer.avatar ? (
          <img
            className="law-answer__avatar"
            src={answerer.avatar.url}
            srcSet={
              mediaSrcSet(answerer.avatar.url, answerer.avatar.widths, answerer.avatar.width) || undefined
            }
            sizes="40px"
            width={40}
            height={40}
            alt=""
            loading="lazy"
          />
        ) : (
          <span className="law-answer__avatar law-answer__avatar--text" aria-hidden="true">
            {answerer.name.slice(0, 1)}
          </span>
        )}
        <div className="law-answer__who">
          <p className="law-answer__name-line">
            <span id={nameId} className="law-answer__name" lang={contentLang}>
              {answerer.name}
            </span>
            {answerer.verified ? (
              <span className="law-answer__badge">
                <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                  <path
                    d="M8 1 2.5 3.2v4C2.5 10.6 4.8 13.6 8 15c3.2-1.4 5.5-4.4 5.5-7.8v-4z"
                    fill="currentColor"
                  />
                  <path
                    d="m5.4 8 1.8 1.8 3.4-3.6"
                    fill="none"
                    stroke="var(--surface)"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {t("law.verified")}
              </span>
            ) : (
              <span className="law-answer__badge law-answer__badge--plain">{t("law.unverified")}</span>
            )}
          </p>
          {answerer.verified && (
            <p className="law-answer__firm">
              <span lang={contentLang}>{answerer.firm}</span>
              {answerer.practice_years !== null && (
                <span> · {t("law.years", { n: answerer.practice_years })}</span>
              )}
            </p>
          )}
        </div>
      </header>
      <Paragraphs text={answer.content} className="law-answer__text" />
      <footer className="law-answer__foot">
        <TimeSince time={answer.created_at} />
        <span className="law-answer__likes">
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path
              d="M5 7v7H2.5V7zm1.5 7V7l3-5.2c1 .1 1.6.9 1.5 1.9L10.6 6H14a1 1 0 0 1 1 1.2l-1.2 5.8a1.2 1.2 0 0 1-1.2 1z"
              fill="currentColor"
            />
          </svg>
          {t("law.likes", { n: f.count(answer.like_count) })}
        </span>
      </footer>
    </article>
  );
}
