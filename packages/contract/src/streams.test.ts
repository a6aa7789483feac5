import { describe, expect, it } from "vitest";
import { DEFAULT_SERVICE_PREFIXES } from "./prefixes.ts";
import * as schemas from "./schemas.ts";
import { STREAMS, streamPath } from "./streams.ts";

describe("the contract's push streams", () => {
  it("give the live room's address with its id encoded and its query", () => {
    expect(
      streamPath(STREAMS.liveRoom, DEFAULT_SERVICE_PREFIXES, { id: "Ab/c" }, { token: "t k", after: 7 }),
    ).toBe("/peony/v3/live/stream/Ab%2Fc?token=t+k&after=7");
  });

  it("say what each event carries: a chat message as JSON, counts as numbers", () => {
    const events = STREAMS.liveRoom.events;
    expect(events.message(schemas).safeParse({ id: "x" }).success).toBe(false);
    expect(events.online(schemas).parse("12")).toBe(12);
    expect(events.like(schemas).safeParse("-1").success).toBe(false);
    expect(STREAMS.liveRoom.query(schemas).safeParse({ after: "3" }).success).toBe(false);
    expect(STREAMS.liveRoom.query(schemas).parse({ token: "t", after: "3" })).toEqual({
      token: "t",
      after: 3,
    });
  });
});
