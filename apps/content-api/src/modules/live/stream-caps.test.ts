import { describe, expect, it } from "vitest";
import { createStreamCounter } from "./stream-caps.ts";

describe("live push streams held open", () => {
  it("are refused past the visitor's cap, and past the address's cap for many visitors", () => {
    const streams = createStreamCounter({ perVisitor: 2, perAddress: 3 });
    const first = streams.hold("device-a", "203.0.113.7");
    expect(first).not.toBeNull();
    expect(streams.hold("device-a", "203.0.113.7")).not.toBeNull();
    expect(streams.hold("device-a", "198.51.100.4")).toBeNull();
    expect(streams.hold("device-b", "203.0.113.7")).not.toBeNull();
    expect(streams.hold("device-c", "203.0.113.7")).toBeNull();
    // A closed stream gives its place back, once however often it is released.
    first!.release();
    first!.release();
    expect(streams.hold("device-c", "203.0.113.7")).not.toBeNull();
    expect(streams.hold("device-d", "203.0.113.7")).toBeNull();
  });

  it("forget a visitor and an address once their last stream closed", () => {
    const streams = createStreamCounter({ perVisitor: 5, perAddress: 5 });
    const held = [1, 2, 3].map(() => streams.hold("device-a", "203.0.113.7")!);
    expect(streams.size()).toBe(2);
    for (const h of held) h.release();
    expect(streams.size()).toBe(0);
  });
});
