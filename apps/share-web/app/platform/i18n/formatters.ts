import type { NowInput, TimeInput } from "@davmu/format";
import type { Translate } from "./locales.ts";

/** The display formatters a page needs, in the page's locale. */
export type Formatters = {
  /** A count with a unit from 10,000 (Chinese) or 1,000 (English) on. */
  count: (value: number | null | undefined) => string;
  /** A relative time under 72 hours, then the date. */
  timeSincePlus: (time: TimeInput, now?: NowInput) => string;
  /** 'Today HH:mm' on the same day, else the date. */
  displayTime: (time: TimeInput, now?: NowInput) => string;
};

/** The formatters of the other locales, made from their words (format-words.ts). */
export type WordsFormatters = (t: Translate) => Formatters;
