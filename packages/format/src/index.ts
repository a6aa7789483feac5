/** The display formatters of spec §9: times in China time (UTC+8), counts, sizes and short labels. */
export { CHINA_OFFSET_MS, type ChinaParts, chinaDayNumber, chinaParts, DAY_MS } from "./china-time.ts";
export { convertUnit } from "./convert-unit.ts";
export { formatCount } from "./format-count.ts";
export { formatDisplayTime } from "./format-display-time.ts";
export { formatDuration } from "./format-duration.ts";
export { formatFileSize } from "./format-file-size.ts";
export { substr6 } from "./substr6.ts";
export { timeAgo } from "./time-ago.ts";
export { INVALID_INPUT, type NowInput } from "./time-args.ts";
export { timeOfDayWord } from "./time-of-day-word.ts";
export { JUST_NOW_MS, timeSince } from "./time-since.ts";
export { DATE_AFTER_MS, timeSincePlus } from "./time-since-plus.ts";
export { type TimeInput, toMillis } from "./to-millis.ts";
