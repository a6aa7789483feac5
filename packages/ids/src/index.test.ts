import { describe, expect, it } from "vitest";
import { createIdCodec, ID_MIN_LENGTH } from "./index.ts";

const codec = createIdCodec("davmu-share");

describe("id codec", () => {
  it.each([0, 1, 7, 42, 1000, 987_654_321])("round-trips %i with at least 8 characters", (n) => {
    const text = codec.encode(n);
    expect(text.length).toBeGreaterThanOrEqual(ID_MIN_LENGTH);
    expect(codec.decode(text)).toBe(n);
  });

  it("gives different text for a different salt", () => {
    const other = createIdCodec("another-salt");
    expect(other.encode(42)).not.toBe(codec.encode(42));
    expect(other.decode(codec.encode(42))).toBeNull();
  });

  it.each([
    ["empty", ""],
    ["too short", "abc"],
    ["outside the alphabet", "ab$%^&*()x"],
    ["Chinese", "文章文章文章文章"],
    ["path tricks", "../../etc/passwd"],
    ["spaces", "abcd efgh"],
    ["too long", "a".repeat(40)],
    ["random letters", "zzzzzzzzzz"],
  ])("says 'not an id' for %s", (_name, text) => {
    expect(codec.decode(text)).toBeNull();
  });

  it("says 'not an id' for null and undefined", () => {
    expect(codec.decode(null)).toBeNull();
    expect(codec.decode(undefined)).toBeNull();
  });

  it("rejects a non-canonical spelling of a valid id", () => {
    const text = codec.encode(5);
    expect(codec.decode(`${text}x`)).toBeNull();
  });

  it("refuses to encode negative or fractional numbers", () => {
    expect(() => codec.encode(-1)).toThrow(RangeError);
    expect(() => codec.encode(1.5)).toThrow(RangeError);
  });

  it("refuses an empty salt", () => {
    expect(() => createIdCodec("")).toThrow();
  });
});
