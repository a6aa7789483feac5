import type { LiveDetail } from "@davmu/contract/client";
import { useEffect, useState } from "react";
import { useLiveStore } from "../../data/live-room.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useLoginGate, usePendingAction, useSession } from "../../platform/session/use-session.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import { calendarHref } from "./live-calendar.ts";

/**
 * Before a room starts: book it (logged in; the app reminds the visitor) or add it to the phone's
 * calendar (no account needed). The booked state is the user's and comes after hydration, into
 * the live store's `bookedList` (spec §3): the page's HTML is the same for everyone.
 */
export function LiveBooking({ live }: { live: LiveDetail }) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const user = useSession();
  const gate = useLoginGate();
  const bookedList = useLiveStore((s) => s.bookedList);
  const setBookedList = useLiveStore((s) => s.setBookedList);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const booked = bookedList.includes(live.post_id);

  useEffect(() => {
    if (!api || !user) return;
    let active = true;
    api
      .bookingList()
      .then((r) => active && setBookedList(r.list.map((b) => b.booking_id)))
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [api, user, setBookedList]);

  const change = async (book: boolean) => {
    if (!api) return;
    setBusy(true);
    setFailed(false);
    const body = { booking_id: live.post_id, booking_type: "live" as const };
    try {
      await (book ? api.booking({ body }) : api.unBooking({ body }));
      const rest = useLiveStore.getState().bookedList.filter((id) => id !== live.post_id);
      setBookedList(book ? [...rest, live.post_id] : rest);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  // Back from logging in after tapping "book": booked, as they asked.
  usePendingAction("live-book", () => void change(true));

  // The calendar file names the address the visitor is on: made in the browser, once hydrated.
  const [calendar, setCalendar] = useState<string | null>(null);
  useEffect(() => {
    if (live.start_time === null) return;
    setCalendar(
      calendarHref(
        {
          id: live.post_id,
          title: live.title,
          start: live.start_time,
          end: live.end_time,
          url: window.location.href.split("#")[0]!,
        },
        Math.floor(Date.now() / 1000),
      ),
    );
  }, [live.post_id, live.title, live.start_time, live.end_time]);

  return (
    <div className="live-booking">
      <button
        type="button"
        className={`live-booking__book${booked ? " live-booking__book--booked" : ""}`}
        aria-pressed={booked}
        disabled={busy}
        onClick={() => {
          if (booked) return void change(false);
          if (gate("live-book")) void change(true);
        }}
      >
        {booked ? t("live.booked") : live.reservation_label || t("live.book")}
      </button>
      {calendar && (
        <a className="live-booking__calendar" href={calendar} download="live.ics">
          {t("live.calendar")}
        </a>
      )}
      {failed && (
        <p className="live-booking__error" role="alert">
          {t("live.bookFailed")}
        </p>
      )}
    </div>
  );
}
