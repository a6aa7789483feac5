import { describe, expect, it } from "vitest";
import { contentHref, resolvePostId } from "./content-href.ts";

describe("contentHref", () => {
  it("dates the path in China time", () => {
    // 2026-02-28 17:00 UTC is already 1 March in China.
    const publish_time = Date.UTC(2026, 1, 28, 17, 0) / 1000;
    expect(contentHref({ actor: "mp", type: "doc", id: "AbCdEf12", publish_time })).toBe(
      "/mp/doc/2026/03/AbCdEf12",
    );
  });

  it("opens a track and an audio album on their own screens", () => {
    const publish_time = Date.UTC(2026, 10, 5, 4, 0) / 1000;
    expect(contentHref({ actor: "mp", type: "audio", id: "AbCdEf12", publish_time })).toBe(
      "/mp/audio/2026/11/AbCdEf12",
    );
    expect(contentHref({ actor: "mp", type: "audio_album", id: "AbCdEf12", publish_time })).toBe(
      "/mp/audio_album/2026/11/AbCdEf12",
    );
  });

  it("uses local_live for a live broadcast", () => {
    expect(contentHref({ actor: "news", type: "live", id: "AbCdEf12", publish_time: 1_700_000_000 })).toMatch(
      /^\/news\/local_live\/2023\/11\/AbCdEf12$/,
    );
  });

  it("opens a section's card on its section's page, whatever its actor and date", () => {
    const card = { actor: "dimim", id: "AbCdEf12", publish_time: 1_700_000_000 };
    expect(contentHref({ ...card, type: "circle_post" })).toBe("/dimim/content/AbCdEf12");
    expect(contentHref({ ...card, type: "law_question" })).toBe("/fazak/problemShare/AbCdEf12");
    expect(contentHref({ ...card, type: "catalogue" })).toBe("/dejin/catalog/AbCdEf12");
    expect(contentHref({ ...card, type: "activity" })).toBe("/activity/AbCdEf12");
  });
});

describe("resolvePostId", () => {
  it.each([
    ["2026/03/AbCdEf12", "AbCdEf12"],
    ["2026/3/AbCdEf12/index.html", "AbCdEf12"],
    ["AbCdEf12", "AbCdEf12"],
    ["AbCdEf12/index.html", "AbCdEf12"],
    ["2026/03/AbCdEf12/", "AbCdEf12"],
    ["", undefined],
    [undefined, undefined],
    ["2026/03", undefined],
    ["2026/03/AbCdEf12/index.html/more", undefined],
  ])("%s → %s", (rest, expected) => {
    expect(resolvePostId({ "*": rest })).toBe(expected);
  });
});
