import type { Danmu } from "@davmu/contract/client";

type Listener = (videoId: string, danmu: Danmu) => void;
const listeners = new Set<Listener>();

/** A danmu the visitor just sent: the layer of that video shows it at once. */
export function announceDanmu(videoId: string, danmu: Danmu): void {
  for (const listen of listeners) listen(videoId, danmu);
}

/** Hears the danmu the visitor sends; returns the way to stop. */
export function onSentDanmu(listen: Listener): () => void {
  listeners.add(listen);
  return () => listeners.delete(listen);
}
