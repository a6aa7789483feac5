import { chinaParts } from "@davmu/format";
import type { MessageKey } from "../../platform/i18n/catalog.ts";

/** The banner spans the page's column (720 px at most). */
export const ACTIVITY_BANNER_SIZES = "(min-width: 720px) 720px, 100vw";

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const pad = (n: number) => String(n).padStart(2, "0");

/** A moment in China time as the page writes it: 11月27日 周五 09:30. */
export function activityTime(t: Translate, seconds: number): string {
  const { month, day, hour, minute } = chinaParts(seconds * 1000);
  const weekday = t(`activity.weekday.${new Date((seconds + 8 * 3600) * 1000).getUTCDay()}` as MessageKey);
  return t("activity.dateTime", { month, day, weekday, time: `${pad(hour)}:${pad(minute)}` });
}

/** From start to end: only the end's time when it is the same China day. */
export function activitySpan(t: Translate, start: number, end: number): string {
  const a = chinaParts(start * 1000);
  const b = chinaParts(end * 1000);
  const sameDay = a.year === b.year && a.month === b.month && a.day === b.day;
  const tail = sameDay ? `${pad(b.hour)}:${pad(b.minute)}` : activityTime(t, end);
  return t("activity.sameDay", { start: activityTime(t, start), end: tail });
}
