import { spawn } from "node:child_process";
import { createRequire } from "node:module";

/** An ffmpeg binary that was found and answered: its path and its version line. */
export type Ffmpeg = {
  path: string;
  /** The first line of `ffmpeg -version`; it names the build, so it is part of every output's name. */
  version: string;
  /**
   * Runs ffmpeg with `args` in `cwd`, `stdin` (if given) written to its standard input; resolves to
   * its log, rejects with the log's end.
   */
  run(args: readonly string[], options: { cwd: string; what: string; stdin?: Buffer }): Promise<string>;
};

/** The static ffmpeg build shipped inside the `@ffmpeg-installer/linux-x64` (or other platform) package. */
function bundledPath(): string {
  try {
    return (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  } catch (error) {
    // The installer throws a plain string when its platform package is missing.
    throw new Error(`no ffmpeg binary for this platform in @ffmpeg-installer/ffmpeg: ${String(error)}`);
  }
}

function exec(
  path: string,
  args: readonly string[],
  cwd: string,
  stdin?: Buffer,
): Promise<{ code: number; log: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { cwd, stdio: [stdin ? "pipe" : "ignore", "pipe", "pipe"] });
    if (stdin && child.stdin) {
      // ffmpeg may stop reading before the end (a failed encode); its exit code says why, not EPIPE.
      child.stdin.on("error", () => {});
      child.stdin.end(stdin);
    }
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (c: Buffer) => chunks.push(c));
    child.stderr?.on("data", (c: Buffer) => chunks.push(c));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, log: Buffer.concat(chunks).toString("utf8") }));
  });
}

/**
 * Finds ffmpeg (the bundled build unless `path` is given) and checks that it runs. Fails with a
 * message that names the path and what to do, rather than an encode failing later without one.
 */
export async function openFfmpeg(path = bundledPath()): Promise<Ffmpeg> {
  let version: string;
  try {
    const { code, log } = await exec(path, ["-hide_banner", "-version"], process.cwd());
    version = log.split("\n")[0]!.trim();
    if (code !== 0 || !version.startsWith("ffmpeg version")) throw new Error(`exit code ${code}: ${version}`);
  } catch (error) {
    throw new Error(
      `ffmpeg at ${path} cannot run (${(error as Error).message}); the demo media need it: reinstall @ffmpeg-installer/ffmpeg`,
    );
  }
  return {
    path,
    version,
    async run(args, { cwd, what, stdin }) {
      // -nostdin stops ffmpeg reading keyboard commands; an input named pipe:0 is still read.
      const { code, log } = await exec(path, ["-nostdin", "-hide_banner", "-y", ...args], cwd, stdin);
      if (code !== 0) {
        const tail = log.trim().split("\n").slice(-12).join("\n");
        throw new Error(`ffmpeg failed making ${what} (exit code ${code}):\n${tail}`);
      }
      return log;
    },
  };
}

/** The `Duration:` ffmpeg prints for an input, in seconds; null when the log has none. */
export function parseDuration(log: string): number | null {
  const m = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(log);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}
