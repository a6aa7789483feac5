import { Suspense } from "react";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import cssText from "./law-question.css?inline";
import cssHref from "./law-question.css?url";
import { loadLawQuestion } from "./loader.server.ts";
import { Paragraphs } from "./paragraphs.tsx";

/**
 * The answers below the question, with their order: the server renders them as always; their code
 * (the order's links, "more") comes once the page is idle, so the first load carries only the
 * question's.
 */
const LawAnswers = lazyPart(
  () => import("./law-answer-list.tsx").then((m) => m.LawAnswers),
  "law-answers",
  "after-load",
);

const screen = siteScreen("law-question", import.meta.env.SSR ? cssText : "", cssHref, "page--law");

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadLawQuestion(args);
}

/**
 * A shared legal question (spec §2 `/fazak/problemShare/{index}`, docs/decisions/0066): the
 * question, its answers with the accepted one first, and a note that they are not legal advice.
 */
export default function LawQuestionPage({ loaderData }: Route.ComponentProps) {
  const { question, answers, sort } = loaderData;
  const { t, contentLang } = useI18n();
  const f = useFormat();
  return (
    <screen.Page bar={<OpenAppBar target={{ path: "law_question", params: { id: question.id } }} />}>
      <main>
        <article className="law-question" aria-labelledby="law-title">
          <p className="law-question__tags">
            <span className="law-question__category">{t(`law.category.${question.category}`)}</span>
            {question.region && <span lang={contentLang}>{question.region}</span>}
          </p>
          <h1 id="law-title" className="law-question__title" lang={contentLang}>
            {question.title}
          </h1>
          <Paragraphs text={question.content} className="law-question__text" />
          <p className="law-question__meta">
            <span>{t("law.asked", { name: question.asker })}</span>
            {/* The day it was asked, as the server rendered it: no relative time, whose code is a chunk. */}
            <time dateTime={new Date(question.created_at * 1000).toISOString()}>
              {f.displayTime(question.created_at)}
            </time>
            <span>{t("law.views", { n: f.count(question.view_count) })}</span>
          </p>
        </article>
        <Suspense fallback={null}>
          <LawAnswers question={question} first={answers} sort={sort} />
        </Suspense>
        <aside className="law-disclaimer" aria-labelledby="law-disclaimer">
          <h2 id="law-disclaimer" className="law-disclaimer__title">
            {t("law.disclaimer.title")}
          </h2>
          <p>{t("law.disclaimer")}</p>
        </aside>
      </main>
    </screen.Page>
  );
}
