import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ES module shared with build.mjs
import { SERVICE_BUILD } from "../build-options.mjs";

const REPO = path.resolve(import.meta.dirname, "../../..");

describe("the service's production bundle", () => {
  it("holds none of the demo content (docs/decisions/0103)", async () => {
    const { metafile } = await build({ ...SERVICE_BUILD, write: false, metafile: true, logLevel: "silent" });
    const inputs = Object.keys(metafile?.inputs ?? {}).map((input) =>
      path.relative(REPO, path.resolve(input)),
    );
    expect(inputs.some((input) => input.startsWith("apps/content-api/src/"))).toBe(true);
    expect(inputs.filter((input) => input.startsWith("packages/demo-content/"))).toEqual([]);
  });
});
