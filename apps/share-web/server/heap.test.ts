import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ES module shared with npm start and the benchmarks
import { NODE_FLAGS, SHARE_WEB } from "../../../scripts/stack.mjs";
import { HEAP_GROWING_PERCENT, heapFlag, heapRisks, SEMI_SPACE_FLAG, warnOfHeapRisks } from "./heap.ts";

/**
 * A process that sets `flag` as the site does at start (`configureHeap`), and what V8 said on
 * stderr: an unknown flag is refused there, without an error thrown.
 */
async function setFlag(flag: string) {
  const script = `require("node:v8").setFlagsFromString(process.argv[1]);`;
  const child = await promisify(execFile)(process.execPath, ["-e", script, "--", flag], { encoding: "utf8" });
  return `${child.stdout}${child.stderr}`;
}

describe("the site's heap growth", () => {
  // What the flag saves, the site's memory under load, is the bench's resident-memory figure
  // (docs/decisions/0078): a heap churned here for seconds of CPU measured the machine's load.
  it("is a flag this Node knows, as the site sets it", async () => {
    const flag = heapFlag([]);
    expect(flag).not.toBeNull();
    expect(await setFlag(flag as string)).toBe("");
    expect(await setFlag("--heap-growing-percnt=150")).toContain("unrecognized flag");
  });

  it("leaves a growth given on the command line alone", () => {
    expect(heapFlag([])).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(heapFlag(["--heap-growing-percent=300"])).toBeNull();
    expect(heapFlag(["--heap_growing_percent=120"])).toBeNull();
    expect(heapFlag(["--max-old-space-size=512"])).not.toBeNull();
  });

  it("names a start without the young generation's flag as a risk, from the command line or NODE_OPTIONS", () => {
    expect(heapRisks([])).toHaveLength(1);
    expect(heapRisks([])[0]).toContain(SEMI_SPACE_FLAG);
    expect(heapRisks([SEMI_SPACE_FLAG])).toEqual([]);
    expect(heapRisks([], `--enable-source-maps ${SEMI_SPACE_FLAG}`)).toEqual([]);
  });

  it("warns in production only, and is the flag the launchers give", () => {
    const lines: string[] = [];
    warnOfHeapRisks([], "", "production", (line) => lines.push(line));
    warnOfHeapRisks([], "", "development", (line) => lines.push(line));
    warnOfHeapRisks([SEMI_SPACE_FLAG], "", "production", (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^share-web: WARNING: node was started without --max-semi-space-size=32/);
    expect(NODE_FLAGS[SHARE_WEB]).toContain(SEMI_SPACE_FLAG);
  });
});
