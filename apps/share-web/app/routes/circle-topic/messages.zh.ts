import { circleMessages } from "../../components/circle/circle-messages.zh.ts";

/** The circle-topic screen's texts in Chinese, the default locale: the community screens' shared texts. */
export const messages = { ...circleMessages } as const;
