import { describe, expect, it } from "vitest";
import { deferredData, deferredInOrder } from "./deferred-order.server.ts";

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

describe("a page's deferred data as its request needs it", () => {
  it("is awaited for a page's HTML, so the page is encoded with its values in it", async () => {
    const related = call<string>();
    const comments = call<string>();
    const pending = deferredData(
      { documentRequest: true },
      { related: related.promise, comments: comments.promise },
    );
    comments.settle("comments");
    related.settle("related");
    const data = await pending;
    expect(data).toEqual({ related: "related", comments: "comments" });
    expect(Object.keys(data)).toEqual(["related", "comments"]);
  });

  it("keeps a failed value's rejection for the page's HTML, the others settled", async () => {
    const related = call<string>();
    const comments = call<string>();
    const pending = deferredData(
      { documentRequest: true },
      { related: related.promise, comments: comments.promise },
    );
    related.fail(new Error("related down"));
    comments.settle("comments");
    const data = await pending;
    await expect(data.related).rejects.toThrow("related down");
    expect(data.comments).toBe("comments");
  });

  it("stays deferred, in order, for a client navigation's data and without a load context", async () => {
    for (const context of [{ documentRequest: false }, undefined]) {
      const related = call<string>();
      const comments = call<string>();
      // Neither call has answered: the data is given at once, still to come.
      const data = await deferredData(context, { related: related.promise, comments: comments.promise });
      expect(data.related).toBeInstanceOf(Promise);
      const seen: string[] = [];
      void Promise.resolve(data.comments).then(() => seen.push("comments"));
      comments.settle("comments");
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(seen).toEqual([]);
      related.settle("related");
      expect(await data.related).toBe("related");
      expect(await data.comments).toBe("comments");
      expect(seen).toEqual(["comments"]);
    }
  });
});
