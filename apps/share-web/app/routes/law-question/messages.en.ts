import type { LawMessages } from "./messages.zh.ts";

/** The legal question page's own texts in English. */
export const messages: LawMessages = {
  "law.category.labour": "Employment",
  "law.category.family": "Family",
  "law.category.property": "Housing",
  "law.category.traffic": "Traffic accident",
  "law.category.consumer": "Consumer rights",
  "law.category.debt": "Debts",
  "law.asked": "Asked by {name}",
  "law.views": "{n} views",
  "law.answers": "{n} answers",
  "law.sort": "Sort answers",
  "law.sort.likes": "Top",
  "law.sort.time": "Newest",
  "law.accepted": "Accepted",
  "law.verified": "Verified lawyer",
  "law.unverified": "Member",
  "law.years": "{n} years in practice",
  "law.likes": "{n} found this helpful",
  "law.more": "More answers",
  "law.loading": "Loading…",
  "law.end": "All answers shown",
  "law.failed": "Could not load, tap to retry",
  "law.noAnswers": "No lawyer has answered this question yet",
  "law.disclaimer.title": "Please note",
  "law.disclaimer":
    "These answers were written by lawyers and members from what the asker described. They are for reference only and are not formal legal advice. For your own case, consult a practising lawyer with your documents, or call the 12348 public legal service line.",
  "law.pageTitle": "Legal Q&A",
} as const;
