import type { Image } from "@davmu/contract/client";
import { Suspense } from "react";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { withLaterTexts } from "../../platform/i18n/later-texts.ts";
import { useAudioQueueContext } from "./use-audio-queue.ts";

const AudioMiniBar = lazyPart(
  () => withLaterTexts("audio-player", import("./audio-mini-bar.tsx")).then((m) => m.AudioMiniBar),
  "audio-mini",
);

/** The mini player's place at the page's end; its code comes once something has played. */
export function AudioDock({ artwork, artist }: { artwork: Image | null; artist: string }) {
  const { started } = useAudioQueueContext();
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <AudioMiniBar artwork={artwork} artist={artist} />
    </Suspense>
  );
}
