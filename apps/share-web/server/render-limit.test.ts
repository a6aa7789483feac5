import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { renderLimit } from "./render-limit.ts";

/** A response that can be completed (or dropped by its visitor) at will. */
const response = () => new EventEmitter() as unknown as Response & EventEmitter;

describe("the render limit", () => {
  it("renders up to the limit at once and the rest in order as renders complete", () => {
    const limit = renderLimit(2);
    const started: number[] = [];
    const responses = [0, 1, 2, 3].map((i) => {
      const res = response();
      limit({} as Request, res, () => started.push(i));
      return res;
    });
    expect(started).toEqual([0, 1]);
    responses[1]?.emit("close");
    expect(started).toEqual([0, 1, 2]);
    responses[0]?.emit("close");
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it("passes over a request whose visitor left while it waited", () => {
    const limit = renderLimit(1);
    const started: string[] = [];
    const first = response();
    const gone = response();
    limit({} as Request, first, () => started.push("first"));
    limit({} as Request, gone, () => started.push("gone"));
    limit({} as Request, response(), () => started.push("third"));
    gone.emit("close");
    first.emit("close");
    expect(started).toEqual(["first", "third"]);
  });
});
