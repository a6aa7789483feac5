import { useLayoutEffect, useRef } from "react";
import { useOptimisticMarks } from "../../platform/data/use-optimistic-marks.ts";
import { useServiceEffect } from "../../platform/data/use-service-effect.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useLoginGate, usePendingAction, useSession } from "../../platform/session/use-session.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import {
  isOn,
  type MarkAnswer,
  type MarkKind,
  type Marks,
  type SocialItem,
  type SocialTaps,
  withAnswer,
  withMark,
} from "./marks.ts";

type Props = {
  item: SocialItem;
  taps: SocialTaps;
  marks: Marks;
  setMarks: (update: (marks: Marks) => Marks) => void;
  setNotice: (text: string) => void;
};

/**
 * What the social bar does (a chunk of its own): the visitor's own marks and today's counts once
 * logged in (user_related), taps that need login sent to /auth and done on the way back, and each
 * tap shown at once, then set by the service's answer or rolled back with a notice.
 */
export function SocialController({ item, taps, marks, setMarks, setNotice }: Props) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const user = useSession();
  const gate = useLoginGate();
  const current = useRef(marks);
  current.current = marks;
  const sent = useOptimisticMarks<MarkKind>();

  useServiceEffect(
    (api, alive) => {
      if (!user) return;
      const asked = sent.stamp();
      api
        .userRelated({ params: { type: item.type, id: item.id } })
        .then(({ liked, collected, like_count, collect_count }) => {
          if (alive() && !sent.changedSince(asked))
            setMarks(() => ({ liked, collected, like_count, collect_count }));
        })
        .catch(() => {
          // The page's counts stay; the buttons still work.
        });
    },
    [user, item.type, item.id, setMarks],
  );

  /** Sets one mark to `on`: shown now, then as the service answers, or as it was if it fails. */
  const set = (kind: MarkKind, on: boolean) => {
    if (!api) return;
    const before = current.current;
    void sent.mark(kind, {
      show: () => {
        setMarks((m) => withMark(m, kind, on));
        setNotice("");
      },
      send: (): Promise<MarkAnswer> =>
        kind === "like"
          ? (item.mp ? api.mpStar : api.star)({
              body: { id: item.id, type: on ? "star" : "unstar", target: "content" },
            })
          : (item.mp ? api.mpCollection : api.collection)({
              params: { id: item.id },
              body: { type: on ? "collect" : "uncollect" },
            }),
      settle: (answer) => {
        setMarks((m) => withAnswer(m, answer));
        if (kind === "collect") setNotice(on ? t("social.collected") : t("social.uncollected"));
      },
      undo: () => {
        setMarks(() => before);
        setNotice(t("social.failed"));
      },
    });
  };

  const tap = (kind: MarkKind) => {
    if (!gate(`${kind}:${item.id}`)) return;
    set(kind, !isOn(current.current, kind));
  };
  const tapNow = useRef(tap);
  tapNow.current = tap;

  // The bar's taps come here once this is on the page (committed, not merely rendered: a rendered
  // controller whose commit is still held back cannot navigate to /auth yet); taps made while the
  // chunk was on its way are done then, in their order.
  useLayoutEffect(() => {
    taps.controller = { tap: (kind) => tapNow.current(kind) };
    const waiting = taps.pending.splice(0);
    for (const kind of waiting) tapNow.current(kind);
    return () => {
      taps.controller = null;
    };
  }, [taps]);

  // Back from /auth: what the visitor asked for is done (set, not toggled: it may be so already).
  // Named by the item: a page of several (the short-video feed) does each on its own.
  usePendingAction(`like:${item.id}`, () => set("like", true));
  usePendingAction(`collect:${item.id}`, () => set("collect", true));
  return null;
}
