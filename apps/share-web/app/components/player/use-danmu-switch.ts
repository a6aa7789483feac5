import { useCallback, useState } from "react";
import { kept } from "../../platform/data/kept.ts";

/** Where the danmu switch is remembered. */
export const DANMU_SWITCH_KEY = "davmu.danmu";

const danmuSwitch = kept<boolean>("local", DANMU_SWITCH_KEY, {
  decode: (text) => (text === "off" ? false : text === "on" ? true : null),
  encode: (on) => (on ? "on" : "off"),
});

/**
 * The danmu switch: as the visitor last set it (remembered in local storage), else `byDefault`
 * (on, but for the embedded player).
 */
export function useDanmuSwitch(byDefault = true): { danmuOn: boolean; toggleDanmu: () => void } {
  const [danmuOn, setDanmuOn] = useState(() => danmuSwitch.read() ?? byDefault);
  const toggleDanmu = useCallback(() => {
    setDanmuOn((on) => {
      danmuSwitch.write(!on);
      return !on;
    });
  }, []);
  return { danmuOn, toggleDanmu };
}
