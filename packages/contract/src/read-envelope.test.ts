import { describe, expect, it } from "vitest";
import { readEnvelope } from "./read-envelope.ts";

describe("readEnvelope", () => {
  it("gives the data of code 0", () => {
    expect(readEnvelope({ code: 0, msg: "ok", data: { list: [] } })).toEqual({
      ok: true,
      data: { list: [] },
    });
    expect(readEnvelope({ code: 0, msg: "ok", state: true, data: null })).toEqual({ ok: true, data: null });
  });

  it("gives the code and message of any other code", () => {
    expect(readEnvelope({ code: 401, msg: "token expired", data: null })).toEqual({
      ok: false,
      code: 401,
      msg: "token expired",
    });
    expect(readEnvelope({ code: "0", data: 1 })).toMatchObject({ ok: false, code: null, msg: "" });
  });

  it.each([null, "pong", 42, [], { data: 1 }])("refuses %o, which is no envelope", (body) => {
    expect(readEnvelope(body)).toEqual({ ok: false, code: null, msg: "" });
  });
});
