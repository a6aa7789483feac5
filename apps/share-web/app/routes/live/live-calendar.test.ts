import { describe, expect, it } from "vitest";
import { roomCalendar } from "./live-calendar.ts";

describe("roomCalendar", () => {
  const room = {
    id: "AbCdEf12",
    title: "开播预告；夜市, 五块钱",
    start: Date.UTC(2026, 10, 27, 12, 30) / 1000,
    end: null,
    url: "https://m.example.com/davmu/share/mp/local_live/2026/11/AbCdEf12",
  };

  it("starts at the room's start in UTC, lasts an hour without an end, and reminds five minutes before", () => {
    const ics = roomCalendar(room, room.start - 600);
    expect(ics).toContain("DTSTART:20261127T123000Z\r\n");
    expect(ics).toContain("DTEND:20261127T133000Z\r\n");
    expect(ics).toContain("TRIGGER:-PT5M\r\n");
    expect(ics).toContain(`URL:${room.url}\r\n`);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes the title's separators", () => {
    expect(roomCalendar(room, 0)).toContain("SUMMARY:开播预告；夜市\\, 五块钱\r\n");
  });

  it("ends at the room's end when it has one", () => {
    expect(roomCalendar({ ...room, end: room.start + 5400 }, 0)).toContain("DTEND:20261127T140000Z\r\n");
  });
});
