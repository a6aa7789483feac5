import { describe, expect, it } from "vitest";
import { normaliseMediaRef } from "./media-ref.ts";

describe("normaliseMediaRef", () => {
  it.each([
    ["/media/seed/covers/a1.jpg", "/media/seed/covers/a1.jpg"],
    ["  /media/a.jpg ", "/media/a.jpg"],
    ["/media/seed/./a.jpg", "/media/seed/a.jpg"],
    ["/media/seed/x/../a.jpg", "/media/seed/a.jpg"],
    ["https://cdn.example/a.jpg", "https://cdn.example/a.jpg"],
    ["http://cdn.example/a b.jpg", "http://cdn.example/a%20b.jpg"],
  ])("keeps %j as %j", (ref, expected) => {
    expect(normaliseMediaRef(ref)).toBe(expected);
  });

  it.each([
    "",
    "cover.jpg",
    "media/a.jpg",
    "/media",
    "/media/",
    "/media/../../x",
    "/media/../secret.txt",
    "/media/seed/../../x",
    "/media/%2e%2e/x",
    "/media/.%2E/x",
    "/media/a/..%2f..%2fx",
    "/media/..\\x",
    "/media//etc/passwd",
    "/media/a.jpg?x=1",
    "/other/a.jpg",
    "//evil.example/a.jpg",
    "https://",
    "http:///a.jpg",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "ftp://cdn.example/a.jpg",
  ])("refuses %j", (ref) => {
    expect(normaliseMediaRef(ref)).toBeNull();
  });
});
