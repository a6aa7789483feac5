import { describe, expect, it } from "vitest";
import { deferredInOrder } from "./deferred-order.server.ts";

/** A promise settled from outside, as a call that answers when the test says. */
function call<T>() {
  let settle!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

describe("a page's deferred data in one order", () => {
  it("settle in the order of their keys, whichever call answered first", async () => {
    const related = call<string>();
    const comments = call<string>();
    const place = call<string>();
    const data = deferredInOrder({
      related: related.promise,
      comments: comments.promise,
      place: place.promise,
    });
    const seen: string[] = [];
    for (const [key, value] of Object.entries(data)) void value.then(() => seen.push(key));
    place.settle("place");
    comments.settle("comments");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([]);
    related.settle("related");
    await Promise.all(Object.values(data));
    expect(seen).toEqual(["related", "comments", "place"]);
    expect(Object.keys(data)).toEqual(["related", "comments", "place"]);
    expect(await data.comments).toBe("comments");
  });

  it("keep each value's own failure, and let a failure hold nothing after it back", async () => {
    const related = call<string>();
    const comments = call<string>();
    const data = deferredInOrder({ related: related.promise, comments: comments.promise });
    related.fail(new Error("related down"));
    comments.settle("comments");
    await expect(data.related).rejects.toThrow("related down");
    expect(await data.comments).toBe("comments");
  });
});
