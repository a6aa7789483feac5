import { CULTURE } from "./culture.ts";
import { FINANCE } from "./finance.ts";
import { LAW } from "./law.ts";
import { LIFE } from "./life.ts";
import { NEWS } from "./news.ts";
import { SPORTS } from "./sports.ts";
import { TECH } from "./tech.ts";
import type { ChannelText } from "./types.ts";

/** The demo texts, by channel slug. */
export const CHANNEL_TEXTS: Readonly<Record<string, ChannelText>> = {
  news: NEWS,
  tech: TECH,
  finance: FINANCE,
  culture: CULTURE,
  life: LIFE,
  law: LAW,
  sports: SPORTS,
};
