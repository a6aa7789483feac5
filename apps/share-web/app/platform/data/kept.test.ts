// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, kept } from "./kept.ts";

const words = kept<string[]>(
  "local",
  "test.words",
  json((v) => (Array.isArray(v) ? v.filter((w) => typeof w === "string") : null)),
);

describe("values the browser keeps for the visitor", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("are read back as written, and removed with null", () => {
    words.write(["猫", "law"]);
    expect(words.read()).toEqual(["猫", "law"]);
    words.write(null);
    expect(localStorage.getItem("test.words")).toBeNull();
    expect(words.read()).toBeNull();
  });

  it("read as nothing when what is stored is not JSON or not of their kind", () => {
    localStorage.setItem("test.words", "{oops");
    expect(words.read()).toBeNull();
    localStorage.setItem("test.words", '{"a":1}');
    expect(words.read()).toBeNull();
  });

  it("fail quietly when storage refuses them", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => words.write(["a"])).not.toThrow();
    expect(words.read()).toBeNull();
  });
});
