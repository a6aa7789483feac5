import {
  CHINA_OFFSET_MS,
  chinaDayNumber,
  chinaParts,
  DATE_AFTER_MS,
  DAY_MS,
  JUST_NOW_MS,
  toMillis,
} from "@davmu/format";
import type { Formatters } from "./formatters.ts";
import type { Translate } from "./locales.ts";

const INVALID = "Invalid input";

/**
 * Dates are read in China time, as in Chinese, so server and browser render the same text. Made on
 * first use: building a DateTimeFormat loads locale data, which a Chinese page never needs and which
 * would otherwise cost every page a slice of its start-up on a slow phone.
 */
let enDate: Intl.DateTimeFormat | undefined;
const englishDate = (ms: number) => {
  enDate ??= new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    year: "numeric",
  });
  return enDate.format(new Date(ms + CHINA_OFFSET_MS));
};

/** Under 72 hours (the date is shown from then on), so days are the largest unit needed. */
const RELATIVE_STEPS = [
  { below: 60_000, unit: 1000, key: "platform.format.secondsAgo" },
  { below: 3600_000, unit: 60_000, key: "platform.format.minutesAgo" },
  { below: DAY_MS, unit: 3600_000, key: "platform.format.hoursAgo" },
] as const;

const COUNT_STEPS = [
  { from: 1e9, key: "platform.format.billion" },
  { from: 1e6, key: "platform.format.million" },
  { from: 1e3, key: "platform.format.thousand" },
] as const;

/** One decimal, truncated (999,999 is never '1000K'), '.0' dropped. */
function tenths(count: number, unit: number): string {
  const t = Math.floor(count / (unit / 10));
  return t % 10 === 0 ? String(t / 10) : `${Math.floor(t / 10)}.${t % 10}`;
}

/**
 * The same rules as the Chinese formatters, with the words from the locale file: the locales other
 * than Chinese, a chunk of their own (format.ts).
 */
export function wordsFormatters(t: Translate): Formatters {
  const date = englishDate;
  return {
    count(value) {
      if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return "0";
      const count = Math.floor(value);
      const step = COUNT_STEPS.find((s) => count >= s.from);
      return step ? t(step.key, { n: tenths(count, step.from) }) : String(count);
    },
    timeSincePlus(time, now = Date.now()) {
      const at = toMillis(time);
      const current = toMillis(now);
      if (at === null || current === null) return INVALID;
      const elapsed = current - at;
      if (elapsed >= DATE_AFTER_MS) return date(at);
      if (elapsed < JUST_NOW_MS) return t("platform.format.justNow");
      const step = RELATIVE_STEPS.find((s) => elapsed < s.below);
      if (step) return t(step.key, { n: Math.floor(elapsed / step.unit) });
      return t("platform.format.daysAgo", { n: Math.floor(elapsed / DAY_MS) });
    },
    displayTime(time, now = Date.now()) {
      const at = toMillis(time);
      const current = toMillis(now);
      if (at === null || current === null) return INVALID;
      if (chinaDayNumber(at) !== chinaDayNumber(current)) return date(at);
      const { hour, minute } = chinaParts(at);
      const hhmm = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
      return t("platform.format.todayAt", { time: hhmm });
    },
  };
}
