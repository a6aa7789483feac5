import { circleMessages } from "../../components/circle/circle-messages.en.ts";

/** The circle screen's texts in English. */
export const messages = { ...circleMessages };
