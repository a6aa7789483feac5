import { LIVE_CHAT_TEXT_MAX, type LiveChatMessage } from "@davmu/contract/client";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLiveStore } from "../../data/live-room.ts";
import { afterLoad } from "../../platform/after-load/after-load.ts";
import { browserStreamUrl } from "../../platform/browser-api.ts";
import { useServiceEffect } from "../../platform/data/use-service-effect.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useLoginGate, usePendingAction, useSession } from "../../platform/session/use-session.ts";
import { useGlobalStore } from "../../platform/store.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";

/** How often the chat asks for new messages when push does not work (spec §3's comment timer). */
export const CHAT_POLL_MS = 3000;
/** Messages the chat keeps on screen. */
const KEPT = 200;
/** A push connection that fails this often in a row gives way to polling. */
const PUSH_FAILURES_BEFORE_POLLING = 3;

export type Shown = LiveChatMessage & { state?: "sending" | "under_review" };

/**
 * The messages shown with those that came in, in order, each once. One's own message pushed back
 * before its send has answered takes the place of its "sending" copy (the same text), so it never
 * shows twice.
 */
export function merge(shown: Shown[], incoming: LiveChatMessage[]): Shown[] {
  const known = new Set(shown.map((m) => m.seq));
  const added = incoming.filter((m) => !known.has(m.seq));
  if (added.length === 0) return shown;
  let rest = shown;
  for (const m of added) {
    const sending = rest.findIndex((s) => s.state === "sending" && s.text === m.text);
    if (sending >= 0) rest = rest.filter((_, i) => i !== sending);
  }
  return [...rest, ...added].sort((a, b) => a.seq - b.seq).slice(-KEPT);
}

/**
 * The room's chat: the latest messages, then new ones as they come over the room's push stream
 * (server-sent events, resumed from the last message by the browser after a drop), or, when push
 * keeps failing, by polling on the spec's comment timer. Anyone reads it; sending asks for login.
 * Texts are shown as text. `onOnline` and `onLikes` hear the room's viewers and likes from the
 * stream; `onStatus`, that an editor changed the room's status (docs/decisions/0075).
 */
export function LiveChat({
  liveId,
  open,
  onOnline,
  onLikes,
  onStatus,
}: {
  liveId: string;
  open: boolean;
  onOnline: (n: number) => void;
  onLikes: (n: number) => void;
  onStatus: () => void;
}) {
  const { t } = useI18n();
  const api = useBrowserApi();

  const user = useSession();
  const token = useGlobalStore((s) => s.userInfo?.token || s.token || s.ANONYMOUS_TOKEN || null);
  const setCommentTimer = useLiveStore((s) => s.setCommentTimer);
  const gate = useLoginGate();
  const [messages, setMessages] = useState<Shown[]>([]);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const last = useRef(0);
  const list = useRef<HTMLDivElement>(null);

  const add = useCallback((incoming: LiveChatMessage[]) => {
    for (const m of incoming) last.current = Math.max(last.current, m.seq);
    setMessages((shown) => merge(shown, incoming));
  }, []);

  // History, then push (or polling), once the page's behaviours may start and a token is there.
  useServiceEffect(
    (api, alive) => {
      if (!token || !open) return;
      let source: EventSource | null = null;
      let failures = 0;
      const poll = () =>
        api
          .liveChat({ params: { id: liveId }, query: { after: last.current, size: 50 } })
          .then((page) => alive() && add(page.list))
          .catch(() => {});
      const startPolling = () => {
        if (alive()) setCommentTimer(setInterval(poll, CHAT_POLL_MS));
      };
      void afterLoad()
        .then(() => api.liveChat({ params: { id: liveId }, query: { size: 30 } }))
        .then((page) => {
          if (!alive()) return;
          add(page.list);
          setReady(true);
          if (typeof EventSource === "undefined") return startPolling();
          source = new EventSource(
            browserStreamUrl("liveRoom", { id: liveId }, { token, after: last.current }),
          );
          source.onopen = () => {
            failures = 0;
          };
          source.onmessage = (event) => add([JSON.parse(event.data) as LiveChatMessage]);
          source.addEventListener("online", (event) => onOnline(Number((event as MessageEvent).data) || 0));
          source.addEventListener("like", (event) => onLikes(Number((event as MessageEvent).data) || 0));
          source.addEventListener("status", () => onStatus());
          source.onerror = () => {
            failures++;
            // Spec §7: push failures are logged to the console.
            console.error(`live push: the connection to room ${liveId} failed or dropped (${failures})`);
            if (failures >= PUSH_FAILURES_BEFORE_POLLING || source?.readyState === EventSource.CLOSED) {
              source?.close();
              source = null;
              startPolling();
            }
          };
        })
        .catch(() => {
          if (alive()) setReady(true);
          startPolling();
        });
      return () => {
        source?.close();
        // Spec §4: a timer set to 0 is cleared.
        setCommentTimer(0);
      };
    },
    [token, open, liveId, add, onOnline, onLikes, onStatus, setCommentTimer],
  );

  // The newest message in view, unless the visitor scrolled up to read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the messages change
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < 120) el.scrollTop = el.scrollHeight;
  }, [messages]);

  const sendText = useCallback(
    async (value: string) => {
      if (!api) return;
      const body = value.trim();
      if (!body) return;
      setError(null);
      const pending: Shown = {
        id: `pending${Date.now()}`,
        seq: Number.MAX_SAFE_INTEGER,
        nickname: t("live.chatMe"),
        text: body,
        time: Math.floor(Date.now() / 1000),
        state: "sending",
      };
      setMessages((shown) => [...shown, pending]);
      setText("");
      try {
        const sent = await api.liveChatSend({ params: { id: liveId }, body: { text: body } });
        setMessages((shown) => {
          const rest = shown.filter((m) => m !== pending);
          // Pushed back already (shown under the masked name): keep that one.
          if (rest.some((m) => m.seq === sent.seq)) return rest;
          const { state, ...message } = sent;
          const mine: Shown = { ...message, nickname: t("live.chatMe") };
          if (state === "under_review") mine.state = "under_review";
          return [...rest, mine].sort((a, b) => a.seq - b.seq).slice(-KEPT);
        });
        last.current = Math.max(last.current, sent.state === "visible" ? sent.seq : last.current);
      } catch (e) {
        setMessages((shown) => shown.filter((m) => m !== pending));
        setText(body);
        const status = (e as { status?: number }).status;
        setError(
          t(status === 429 ? "live.chatRate" : status === 400 ? "live.chatClosed" : "live.chatFailed"),
        );
      }
    },
    [api, liveId, t],
  );

  usePendingAction("live-chat", (payload) => {
    if (payload.text) setText(payload.text);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!gate("live-chat", { text })) return;
    void sendText(text);
  };

  return (
    <div className="live-chat">
      {/* The log scrolls: focusable, so a keyboard can scroll it too. */}
      <div
        ref={list}
        className="live-chat__list"
        role="log"
        aria-label={t("live.chat")}
        aria-busy={!ready}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
        tabIndex={0}
      >
        <ol className="live-chat__lines">
          {messages.length === 0 && ready && <li className="live-chat__empty">{t("live.chatEmpty")}</li>}
          {messages.map((m) => (
            <li
              key={`${m.id}`}
              className={`live-chat__message${m.state ? ` live-chat__message--${m.state}` : ""}`}
            >
              <span className="live-chat__name">{m.nickname}</span>
              <span className="live-chat__text">{m.text}</span>
              {m.state === "under_review" && <span className="live-chat__held">{t("live.chatHeld")}</span>}
            </li>
          ))}
        </ol>
      </div>
      {error && (
        <p className="live-chat__error" role="alert">
          {error}
        </p>
      )}
      <form className="live-chat__composer" onSubmit={onSubmit}>
        <input
          className="live-chat__input"
          value={text}
          maxLength={LIVE_CHAT_TEXT_MAX}
          onChange={(e) => setText(e.currentTarget.value)}
          placeholder={user ? t("live.chatPlaceholder") : t("live.chatLogin")}
          aria-label={t("live.chatPlaceholder")}
          enterKeyHint="send"
        />
        <button type="submit" className="live-chat__send" disabled={user !== null && text.trim() === ""}>
          {t("live.chatSend")}
        </button>
      </form>
    </div>
  );
}
