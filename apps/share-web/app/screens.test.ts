import { describe, expect, it } from "vitest";
import { screenOfRoute } from "./screens.ts";

describe("screenOfRoute", () => {
  it("finds a screen by its route id in every locale", () => {
    expect(screenOfRoute("article")?.folder).toBe("article");
    expect(screenOfRoute("article-en")?.folder).toBe("article");
    expect(screenOfRoute("home-en")?.folder).toBe("home");
  });

  it("tells a screen from another whose id begins with its own", () => {
    expect(screenOfRoute("audio")?.folder).toBe("audio");
    expect(screenOfRoute("audio-en")?.folder).toBe("audio");
    expect(screenOfRoute("audio-album")?.folder).toBe("audio-album");
    expect(screenOfRoute("audio-album-en")?.folder).toBe("audio-album");
  });

  it("knows no route the screens do not declare", () => {
    expect(screenOfRoute("root")).toBeUndefined();
  });
});
