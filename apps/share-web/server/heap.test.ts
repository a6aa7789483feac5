import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ES module shared with npm start and the benchmarks
import { NODE_FLAGS, SHARE_WEB } from "../../../scripts/stack.mjs";
import { HEAP_GROWING_PERCENT, heapFlag, heapRisks, SEMI_SPACE_FLAG, warnOfHeapRisks } from "./heap.ts";

/**
 * A process that keeps about 40 MB of small objects alive and replaces them a little at a time, as
 * a busy site does with the pages it renders: each replaced object lived long enough to reach the
 * old generation. It prints its largest heap (MB) and whatever V8 said on stderr.
 */
async function churn(flag: string | null) {
  const script = `
    if (process.argv[1]) require("node:v8").setFlagsFromString(process.argv[1]);
    const ring = new Array(300_000);
    let peak = 0;
    for (let i = 0; i < 3_000_000; i++) {
      ring[i % ring.length] = { a: i, b: "x" + i, c: [i, i + 1] };
      if (i % 10_000 === 0) peak = Math.max(peak, process.memoryUsage().heapTotal);
    }
    console.log(Math.round(peak / 1048576));`;
  const child = await promisify(execFile)(process.execPath, ["-e", script, flag ?? ""], { encoding: "utf8" });
  return { peakMb: Number(child.stdout.trim()), stderr: child.stderr };
}

describe("the site's heap growth", () => {
  it("is a flag this Node knows, and keeps the heap of a churning process well below V8's default", async () => {
    // Side by side: each process measures its own heap, and two cores take half the time.
    const [configured, unconfigured] = await Promise.all([churn(heapFlag([])), churn(null)]);
    expect(configured.stderr).toBe("");
    expect(configured.peakMb).toBeGreaterThan(0);
    expect(configured.peakMb).toBeLessThan(unconfigured.peakMb * 0.85);
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
