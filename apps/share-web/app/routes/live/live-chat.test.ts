import type { LiveChatMessage } from "@davmu/contract/client";
import { describe, expect, it } from "vitest";
import { merge, type Shown } from "./live-chat.tsx";

const message = (seq: number, text: string): LiveChatMessage => ({
  id: `m${seq}`,
  seq,
  nickname: "用户**88",
  text,
  time: 1_700_000_000 + seq,
});

describe("the chat's messages as they come in", () => {
  it("keeps them in order, each once", () => {
    const shown = merge([message(1, "a"), message(3, "c")], [message(2, "b"), message(3, "c")]);
    expect(shown.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it("shows one's own message once when the push brings it back before the send has answered", () => {
    const sending: Shown = {
      ...message(Number.MAX_SAFE_INTEGER, "主播好"),
      id: "pending1",
      state: "sending",
    };
    const shown = merge([message(1, "a"), sending], [message(2, "主播好")]);
    expect(shown.map((m) => [m.seq, m.text, m.state])).toEqual([
      [1, "a", undefined],
      [2, "主播好", undefined],
    ]);
  });

  it("leaves a message being sent alone when others say something else", () => {
    const sending: Shown = {
      ...message(Number.MAX_SAFE_INTEGER, "主播好"),
      id: "pending1",
      state: "sending",
    };
    const shown = merge([sending], [message(2, "666")]);
    expect(shown.map((m) => m.text)).toEqual(["666", "主播好"]);
    expect(shown.at(-1)?.state).toBe("sending");
  });
});
