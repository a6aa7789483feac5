import { describe, expect, it } from "vitest";
import { formatDisplayTime } from "./format-display-time.ts";
import { timeAgo } from "./time-ago.ts";
import { INVALID_INPUT, type NowInput } from "./time-args.ts";
import { timeOfDayWord } from "./time-of-day-word.ts";
import { timeSince } from "./time-since.ts";
import { timeSincePlus } from "./time-since-plus.ts";
import type { TimeInput } from "./to-millis.ts";

const NOW = Date.UTC(2026, 2, 5, 2, 30);

const FORMATTERS: Array<[string, (time: TimeInput, now: NowInput) => string]> = [
  ["formatDisplayTime", formatDisplayTime],
  ["timeSince", timeSince],
  ["timeSincePlus", timeSincePlus],
  ["timeAgo", timeAgo],
  ["timeOfDayWord", (time) => timeOfDayWord(time)],
];

const INVALID: Array<[string, unknown]> = [
  ["null", null],
  ["undefined", undefined],
  ["NaN", Number.NaN],
  ["Infinity", Number.POSITIVE_INFINITY],
  ["an empty string", ""],
  ["a non-numeric string", "yesterday"],
  ["an invalid Date", new Date("not a date")],
  ["an object", {}],
];

describe("time formatters given invalid input (spec §5)", () => {
  const cases = FORMATTERS.flatMap(([name, format]) =>
    INVALID.map(([label, input]) => [name, label, format, input] as const),
  );

  it.each(cases)("%s returns 'Invalid input' for %s", (_name, _label, format, input) => {
    expect(format(input as TimeInput, NOW)).toBe("Invalid input");
  });

  it.each(FORMATTERS.filter(([name]) => name !== "timeOfDayWord"))(
    "%s returns 'Invalid input' for an invalid now",
    (_name, format) => {
      expect(format(NOW, Number.NaN)).toBe(INVALID_INPUT);
      expect(format(NOW, new Date(Number.NaN))).toBe(INVALID_INPUT);
    },
  );
});
