import { useSyncExternalStore } from "react";

/** Whether the browser believes it is online; true during server rendering. */
export function readOnline(nav: Pick<Navigator, "onLine"> | undefined): boolean {
  return nav?.onLine ?? true;
}

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Spec §4: offline/online status is tracked, from navigator.onLine and the window's events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readOnline(navigator),
    () => true,
  );
}
