import { useCallback, useState } from "react";

/** Where the danmu switch is remembered. */
export const DANMU_SWITCH_KEY = "davmu.danmu";

function readSwitch(): boolean {
  try {
    return localStorage.getItem(DANMU_SWITCH_KEY) !== "off";
  } catch {
    return true;
  }
}

/** The danmu switch, on unless the visitor turned it off (remembered in local storage). */
export function useDanmuSwitch(): { danmuOn: boolean; toggleDanmu: () => void } {
  const [danmuOn, setDanmuOn] = useState(readSwitch);
  const toggleDanmu = useCallback(() => {
    setDanmuOn((on) => {
      try {
        localStorage.setItem(DANMU_SWITCH_KEY, on ? "off" : "on");
      } catch {
        // Private mode: the switch holds for this page.
      }
      return !on;
    });
  }, []);
  return { danmuOn, toggleDanmu };
}
