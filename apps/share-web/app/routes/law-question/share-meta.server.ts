import type { LawAnswer, LawQuestion } from "@davmu/contract/client";
import {
  clampText,
  isoTime,
  jsonLdMeta,
  pickShareImage,
  type ShareMeta,
  type ShareSite,
} from "../../components/share/share-meta.ts";
import { cardImage, pageMeta } from "../../platform/seo.ts";

type Context = { site: ShareSite; canonical: string; language: string; categoryLabel: string };

const person = (name: string) => ({ "@type": "Person", name });

function answerLd(answer: LawAnswer, canonical: string) {
  return {
    "@type": "Answer",
    text: answer.content,
    dateCreated: isoTime(answer.created_at),
    upvoteCount: answer.like_count,
    url: `${canonical}#answer-${answer.id}`,
    author: person(answer.answerer.name),
  };
}

/**
 * A legal question's head tags, WeChat card and QAPage JSON-LD: the question with its answer
 * count, the accepted answer and the other answers of the first page as suggested ones.
 */
export function lawShareMeta(question: LawQuestion, answers: LawAnswer[], ctx: Context): ShareMeta {
  const { site, canonical } = ctx;
  const description = clampText(question.content.replace(/\s+/g, " "), 120);
  const picked = pickShareImage(null, site.shareImage, site.logo ? { url: site.logo } : null);
  const accepted = answers.find((a) => a.accepted);
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "QAPage",
    inLanguage: ctx.language,
    mainEntity: {
      "@type": "Question",
      name: question.title,
      text: question.content,
      about: ctx.categoryLabel,
      answerCount: question.answer_count,
      dateCreated: isoTime(question.created_at),
      author: person(question.asker),
      ...(accepted ? { acceptedAnswer: answerLd(accepted, canonical) } : {}),
      suggestedAnswer: answers.filter((a) => !a.accepted).map((a) => answerLd(a, canonical)),
    },
  };
  const title = question.title;
  return {
    meta: [
      ...pageMeta({
        title,
        siteName: site.siteName,
        description,
        url: canonical,
        ...cardImage(picked),
        locale: ctx.language,
        type: "article",
      }),
      jsonLdMeta(jsonLd),
    ],
    wechat: {
      title: `【${ctx.categoryLabel}】${title}`,
      desc: description,
      link: canonical,
      imgUrl: picked?.url ?? "",
    },
    jsonLd,
  };
}
