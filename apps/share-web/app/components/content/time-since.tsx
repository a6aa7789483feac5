import { useFormat } from "../../platform/i18n/use-format.ts";
import { useHydrated } from "../../platform/use-hydrated.ts";

/**
 * When something was published or written. The server's HTML names the day and, for today, the
 * clock time ("今天 09:30"), so every copy of a page is the same whenever it was rendered (a cache
 * compares them by their bytes); in the browser it becomes the time since ("3 分钟前").
 */
export function TimeSince({ time, className }: { time: number; className?: string }) {
  const f = useFormat();
  const hydrated = useHydrated();
  return (
    <time className={className} dateTime={new Date(time * 1000).toISOString()}>
      {hydrated ? f.timeSincePlus(time) : f.displayTime(time)}
    </time>
  );
}
