/** An iCalendar time in UTC: 20261127T120000Z. */
function icsTime(seconds: number): string {
  return new Date(seconds * 1000)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Text as iCalendar wants it: backslash, semicolon, comma and line breaks escaped. */
function icsText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");
}

export type CalendarRoom = { id: string; title: string; start: number; end: number | null; url: string };

/**
 * The room's start as a calendar event (RFC 5545), with a reminder five minutes before and the
 * room's address: a visitor who will not log in can still be reminded. An hour long when the room
 * names no end. `now` (seconds) stamps it.
 */
export function roomCalendar(room: CalendarRoom, now: number): string {
  const end = room.end !== null && room.end > room.start ? room.end : room.start + 3600;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//davmu//share//ZH",
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:live-${room.id}@davmu`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(room.start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(room.title)}`,
    `URL:${room.url}`,
    `DESCRIPTION:${icsText(room.url)}`,
    "BEGIN:VALARM",
    "TRIGGER:-PT5M",
    "ACTION:DISPLAY",
    `DESCRIPTION:${icsText(room.title)}`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** The event as a link a browser downloads or hands to the calendar. */
export function calendarHref(room: CalendarRoom, now: number): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(roomCalendar(room, now))}`;
}
