import { describe, expect, it, vi } from "vitest";
import { togglePlayback } from "./toggle-playback.ts";

/** A media element as the tap finds it: its flags and what was asked of it. */
function element(flags: { paused: boolean; ended?: boolean }) {
  const el = {
    paused: flags.paused,
    ended: flags.ended ?? false,
    play: vi.fn(() => Promise.resolve()),
    pause: vi.fn(),
  };
  return el;
}

describe("togglePlayback", () => {
  it("pauses what plays and shows pause", () => {
    const el = element({ paused: false });
    togglePlayback(el as unknown as HTMLMediaElement, true);
    expect(el.pause).toHaveBeenCalledOnce();
    expect(el.play).not.toHaveBeenCalled();
  });

  it("plays what is paused and shows play", () => {
    const el = element({ paused: true });
    togglePlayback(el as unknown as HTMLMediaElement, false);
    expect(el.play).toHaveBeenCalledOnce();
    expect(el.pause).not.toHaveBeenCalled();
  });

  it("never pauses on a tap on play, even when the element has started before its play event", () => {
    const el = element({ paused: false });
    togglePlayback(el as unknown as HTMLMediaElement, false);
    expect(el.pause).not.toHaveBeenCalled();
    expect(el.play).toHaveBeenCalledOnce();
  });

  it("plays again when the button still shows pause but the element has stopped", () => {
    const paused = element({ paused: true });
    togglePlayback(paused as unknown as HTMLMediaElement, true);
    expect(paused.play).toHaveBeenCalledOnce();
    const ended = element({ paused: false, ended: true });
    togglePlayback(ended as unknown as HTMLMediaElement, true);
    expect(ended.play).toHaveBeenCalledOnce();
    expect(ended.pause).not.toHaveBeenCalled();
  });

  it("swallows a refused play (no user gesture, a missing file): the element's error state tells", async () => {
    const el = element({ paused: true });
    el.play.mockImplementation(() => Promise.reject(new DOMException("not allowed", "NotAllowedError")));
    expect(() => togglePlayback(el as unknown as HTMLMediaElement, false)).not.toThrow();
    await Promise.resolve();
  });
});
