import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true after (and at once in what
 * renders later). For what must be the same in every copy of a page but reads better in the
 * browser's own terms (a time "3 分钟前").
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
