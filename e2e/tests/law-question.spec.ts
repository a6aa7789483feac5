import { expect, test } from "../support/fixtures.ts";
import { lawQuestionPath, lawQuestions } from "../support/law-catalogue.ts";
import { hydrated } from "../support/platform.ts";
import { visit } from "../support/visit.ts";

/** Answers the page shows first and each "more" adds (app/routes/law-question/loader.server.ts). */
const PAGE = 3;

test("a legal question shows its answers, the accepted one first with the lawyer's badge, and loads more", async ({
  page,
}) => {
  const question = (await lawQuestions()).find((q) => q.answer_count > PAGE && q.accepted_answer_id)!;
  const ready = hydrated(page);
  await page.goto(lawQuestionPath(question.id));
  await expect(page.getByRole("heading", { level: 1, name: question.title })).toBeVisible();
  await expect(page.getByText(question.content.split("\n")[0]!)).toBeVisible();
  await expect(page.getByText(`${question.asker} 提问`)).toBeVisible();
  await expect(page.getByRole("heading", { name: `${question.answer_count} 个回答` })).toBeVisible();

  const answers = page.locator(".law-answers__list > li");
  await expect(answers).toHaveCount(PAGE);
  const first = answers.first();
  await expect(first.getByText("已采纳")).toBeVisible();
  await expect(first.getByText("认证律师")).toBeVisible();
  await expect(first.getByText(/律师事务所/)).toBeVisible();
  await expect(first.getByText(/执业 \d+ 年/)).toBeVisible();
  await expect(page.getByText("已采纳")).toHaveCount(1);

  await ready;
  const call = page.waitForRequest((r) => r.url().includes("/law/v1/api/share/question/answerlist"));
  await page.getByRole("button", { name: "查看更多回答" }).click();
  // Spec §7: the answer list is one of the four calls that carry no request id.
  expect(await (await call).headerValue("x-request-id")).toBeNull();
  await expect(answers).toHaveCount(question.answer_count);
  await expect(page.getByText("已显示全部回答")).toBeVisible();
  // Some answers are from members the service has not verified.
  await expect(page.locator(".law-answer__badge--plain").first()).toBeVisible();
  await expect(page.getByRole("complementary", { name: "温馨提示" })).toContainText("不构成正式的法律意见");

  // Newest first keeps the accepted answer on top.
  await page.getByRole("link", { name: "最新" }).click();
  await expect(page).toHaveURL(/\?sort=time$/);
  await expect(page.getByRole("link", { name: "最新" })).toHaveAttribute("aria-current", "true");
  await expect(answers.first().getByText("已采纳")).toBeVisible();
});

test("a shared question carries its QAPage data and its WeChat card's title", async ({ request }) => {
  const question = (await lawQuestions()).find((q) => q.accepted_answer_id)!;
  const html = await (await request.get(lawQuestionPath(question.id))).text();
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as { "@type": string; mainEntity?: Record<string, unknown> })
    .find((x) => x["@type"] === "QAPage");
  expect(ld?.mainEntity).toMatchObject({
    "@type": "Question",
    name: question.title,
    answerCount: question.answer_count,
    acceptedAnswer: { "@type": "Answer" },
  });
  expect(html).toContain(`<meta property="og:title" content="${question.title}"`);
});

test("a bad question id is the 404 page", async ({ page }) => {
  await page.goto("fazak/problemShare/not-an-id!");
  await expect(page).toHaveURL(/\/404$/);
  const response = await visit(page, "fazak/problemShare/zzzzzzzz");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
});
