import { type ReactNode, Suspense, useRef, useState } from "react";
import { useAfterLoad } from "../../platform/after-load/use-after-load.ts";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { initialMarks, type MarkKind, type Marks, type SocialItem, type SocialTaps } from "./marks.ts";

const SocialController = lazyPart(
  () => import("./social-controller.tsx").then((m) => m.SocialController),
  "social",
);

export type SocialMarks = {
  marks: Marks;
  /** What the last tap came to ("已收藏", a failure), for a live region; empty otherwise. */
  notice: string;
  tap: (kind: MarkKind) => void;
  /** The controller, to be rendered beside the buttons: nothing until the page is idle or tapped. */
  controller: ReactNode;
};

/**
 * Like and collect for one item (spec §1, §6; docs/decisions/0051), for whatever buttons show
 * them (the social bar, a short video's side column). The stored counts come with the page, the
 * same for everyone; what the visitor marked, and what a tap does (login, the calls), is a chunk
 * loaded once the page is idle or at the first tap, and a tap that came before it is done when it
 * arrives.
 */
export function useSocialMarks(item: SocialItem): SocialMarks {
  const [marks, setMarks] = useState<Marks>(() => initialMarks(item));
  const [notice, setNotice] = useState("");
  const idle = useAfterLoad();
  const [tapped, setTapped] = useState(false);
  const taps = useRef<SocialTaps>({ pending: [], controller: null }).current;
  const tap = (kind: MarkKind) => {
    if (taps.controller) return taps.controller.tap(kind);
    taps.pending.push(kind);
    setTapped(true);
  };
  const controller = (idle || tapped) && (
    <Suspense fallback={null}>
      <SocialController item={item} taps={taps} marks={marks} setMarks={setMarks} setNotice={setNotice} />
    </Suspense>
  );
  return { marks, notice, tap, controller };
}
