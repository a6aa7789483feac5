import type { FlyCardMessages } from "./messages.zh.ts";

/** The fly cards' own texts in English. */
export const messages: FlyCardMessages = {
  "flyCard.label": "Cards",
  "flyCard.stack": "{title}: cards",
  "flyCard.counter": "Card {n} of {total}",
  "flyCard.prev": "Previous card",
  "flyCard.next": "Next card",
  "flyCard.hint": "Swipe left or right, or use the arrow keys",
  "flyCard.read": "Read it",
  "flyCard.doneTitle": "You have seen every card",
  "flyCard.doneText": "{total} cards in all. Start again, or read them as a list.",
  "flyCard.again": "Start again",
  "flyCard.asList": "Read as a list",
  "flyCard.empty": "No cards here yet; the editors are picking them",
} as const;
