import { useSyncExternalStore } from "react";
import { kept } from "../../platform/data/kept.ts";
import { type DanmuDensity, DEFAULT_DANMU_DENSITY, parseDanmuDensity } from "./danmu-density.ts";

/** Where the danmu density is remembered. */
export const DANMU_DENSITY_KEY = "davmu.danmuDensity";

const stored = kept<DanmuDensity>("local", DANMU_DENSITY_KEY, {
  decode: parseDanmuDensity,
  encode: (density) => density,
});

/** The level every player on the page shows: read from storage once, then changed in place. */
let current: DanmuDensity | undefined;
const listeners = new Set<() => void>();

const read = (): DanmuDensity => {
  current ??= stored.read() ?? DEFAULT_DANMU_DENSITY;
  return current;
};

const notify = () => {
  for (const listen of listeners) listen();
};

/** Another tab changed the level: this page's players follow. */
const onStorage = (event: StorageEvent) => {
  if (event.key !== DANMU_DENSITY_KEY && event.key !== null) return;
  current = undefined;
  notify();
};

function subscribe(listen: () => void) {
  if (!listeners.size) window.addEventListener("storage", onStorage);
  listeners.add(listen);
  return () => {
    listeners.delete(listen);
    if (!listeners.size) window.removeEventListener("storage", onStorage);
  };
}

/** Changes the level for every player on the page and remembers it for the next visit. */
export function setDanmuDensity(density: DanmuDensity): void {
  if (density === read()) return;
  current = density;
  stored.write(density);
  notify();
}

/**
 * The visitor's danmu density (弹幕密度), the middle level unless they chose another, kept in local
 * storage and shared by every player on the page; on the server, and while the page hydrates,
 * the default (there is no storage to read there).
 */
export function useDanmuDensity(): { density: DanmuDensity; setDensity: (density: DanmuDensity) => void } {
  const density = useSyncExternalStore(subscribe, read, () => DEFAULT_DANMU_DENSITY);
  return { density, setDensity: setDanmuDensity };
}
