import type { LawAnswer, LawQuestion } from "@davmu/contract/client";
import { describe, expect, it } from "vitest";
import { lawShareMeta } from "./share-meta.server.ts";

const question: LawQuestion = {
  id: "25ML0MOv",
  title: "借给朋友五万块只有微信转账记录，没打欠条能要回来吗？",
  content: "2022年朋友找我借钱。\n\n我分两次转了他5万元。",
  category: "debt",
  region: "河南·郑州",
  asker: "马*",
  created_at: 1_790_000_000,
  view_count: 4102,
  answer_count: 3,
  accepted_answer_id: "9bG46Myv",
};
const answer = (id: string, accepted: boolean): LawAnswer => ({
  id,
  content: `回答 ${id}`,
  created_at: 1_790_003_600,
  like_count: accepted ? 167 : 15,
  accepted,
  answerer: {
    name: "何建国律师",
    avatar: null,
    firm: "广东华商律师事务所",
    practice_years: 19,
    verified: true,
  },
});
const site = { siteName: "大目新闻", description: "", logo: "https://x.test/logo.png", shareImage: null };

describe("a legal question's share", () => {
  it("is a QAPage with the accepted answer and the others as suggested ones", () => {
    const share = lawShareMeta(question, [answer("9bG46Myv", true), answer("gRMQ47r9", false)], {
      site,
      canonical: "https://wap.test/davmu/share/fazak/problemShare/25ML0MOv",
      language: "zh-CN",
      categoryLabel: "债权债务",
    });
    expect(share.jsonLd).toMatchObject({
      "@type": "QAPage",
      mainEntity: {
        "@type": "Question",
        name: question.title,
        answerCount: 3,
        author: { name: "马*" },
        acceptedAnswer: { "@type": "Answer", upvoteCount: 167, text: "回答 9bG46Myv" },
        suggestedAnswer: [{ "@type": "Answer", text: "回答 gRMQ47r9" }],
      },
    });
    expect(share.wechat.title).toBe(`【债权债务】${question.title}`);
    expect(share.wechat.desc).toBe("2022年朋友找我借钱。 我分两次转了他5万元。");
    expect(share.wechat.imgUrl).toBe("https://x.test/logo.png");
  });

  it("has no accepted answer while none is accepted", () => {
    const share = lawShareMeta({ ...question, accepted_answer_id: null }, [answer("gRMQ47r9", false)], {
      site,
      canonical: "https://wap.test/q",
      language: "zh-CN",
      categoryLabel: "债权债务",
    });
    expect(share.jsonLd.mainEntity).not.toHaveProperty("acceptedAnswer");
  });
});
