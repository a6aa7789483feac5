import { DANMU_TEXT_MAX } from "@davmu/contract/client";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useLoginGate, useSession } from "../../platform/session/use-session.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import { announceDanmu } from "./danmu-bus.ts";

type Problem = "video.danmuRate" | "video.danmuInvalid" | "video.danmuFailed";

function danmuProblem(error: unknown): Problem {
  const status = (error as { status?: number } | null)?.status;
  if (status === 429) return "video.danmuRate";
  if (status === 400) return "video.danmuInvalid";
  return "video.danmuFailed";
}

type Props = {
  id: string;
  video: RefObject<HTMLVideoElement | null>;
  onClose: () => void;
  /** Danmu are shown (the switch is on) for what is sent to be seen. */
  onShown: () => void;
};

/**
 * Sending a danmu at the video's current time (docs/decisions/0052): login first, one line of
 * text, the sent danmu flying at once for its sender (held by the word filter, for them only).
 * A chunk of its own, fetched at the tap on the player's "发弹幕".
 */
export function DanmuComposer({ id, video, onClose, onShown }: Props) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const user = useSession();
  const gate = useLoginGate();
  const ids = useId();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");
  const length = [...text.trim()].length;

  // Asked once, as the composer opens: logged out, the visitor goes to log in first.
  const opened = useRef(gate);
  useEffect(() => {
    if (opened.current("danmu")) field.current?.focus();
  }, []);

  const send = async () => {
    const el = video.current;
    if (!api || !el || busy || length === 0 || length > DANMU_TEXT_MAX) return;
    if (!user && !gate("danmu")) return;
    setBusy(true);
    setNote("");
    try {
      const at = Math.round(el.currentTime * 1000);
      const sent = await api.danmuPost({ params: { id }, body: { text: text.trim(), offset_ms: at } });
      onShown();
      // Just after the current time, so it flies now rather than at a time already passed.
      announceDanmu(id, { ...sent, offset_ms: Math.round(el.currentTime * 1000) + 50 });
      setText("");
      setNote(sent.state === "under_review" ? t("video.danmuHeld") : t("video.danmuSent"));
    } catch (error) {
      setNote(t(danmuProblem(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="danmu-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label className="visually-hidden" htmlFor={`${ids}-danmu`}>
        {t("video.danmuSend")}
      </label>
      <input
        ref={field}
        id={`${ids}-danmu`}
        className="danmu-composer__field"
        type="text"
        enterKeyHint="send"
        autoComplete="off"
        maxLength={DANMU_TEXT_MAX * 2}
        placeholder={t("video.danmuPlaceholder")}
        value={text}
        onChange={(e) => setText(e.target.value.replace(/[\r\n]/g, " "))}
        aria-invalid={length > DANMU_TEXT_MAX}
        aria-describedby={`${ids}-note`}
      />
      <button type="submit" className="danmu-composer__send" aria-disabled={busy || length === 0}>
        {t("video.danmuSubmit")}
      </button>
      <button
        type="button"
        className="danmu-composer__close"
        aria-label={t("video.danmuClose")}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <p id={`${ids}-note`} className="danmu-composer__note" role="status">
        {length > DANMU_TEXT_MAX ? `${length}/${DANMU_TEXT_MAX}` : note}
      </p>
    </form>
  );
}
