import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_COMMAND, makeMediaInBackground } from "./media-process.ts";

let dir: string;
const program = (name: string, source: string) => {
  const script = path.join(dir, name);
  fs.writeFileSync(script, source);
  return { script, execArgv: [] };
};
/** Running, not ended: a zombie (ended, not yet reaped by a container's init) counts as ended. */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "davmu-media-process-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("makeMediaInBackground", () => {
  it("starts the program with the media command and resolves with the manifest it hands back", async () => {
    const media = makeMediaInBackground(
      program(
        "makes.mjs",
        "process.send({ args: process.argv.slice(2), made: 3 }, () => process.exit(0));\n",
      ),
    );
    expect(await media.ready).toEqual({ args: [MEDIA_COMMAND], made: 3 });
  });

  it("rejects, saying how the process ended, when it ends without a manifest", async () => {
    const media = makeMediaInBackground(program("fails.mjs", "process.exit(3);\n"));
    await expect(media.ready).rejects.toThrow(
      /media process ended \(exit code 3\) before its files were made/,
    );
  });

  it("stops the process and everything it started (the encoders) at once", async () => {
    const pidFile = path.join(dir, "grandchild.pid");
    const media = makeMediaInBackground(
      program(
        "encodes.mjs",
        `import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
const encoder = spawn("sleep", ["60"], { stdio: "ignore" });
writeFileSync(${JSON.stringify(pidFile)}, String(encoder.pid));
setInterval(() => {}, 1000);
`,
      ),
    );
    await expect.poll(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, "utf8") !== "").toBe(true);
    const encoder = Number(fs.readFileSync(pidFile, "utf8"));
    expect(alive(encoder)).toBe(true);
    media.stop();
    await expect(media.ready).rejects.toThrow(/SIGTERM/);
    await expect.poll(() => alive(encoder)).toBe(false);
  });
});
