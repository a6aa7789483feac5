import { spawn } from "node:child_process";
import os from "node:os";
import { type DemoMediaManifest, generateDemoMedia, type MediaPlan } from "./media/index.ts";

/** The argument that makes the demo program make the seed's media and exit (main.ts). */
export const MEDIA_COMMAND = "--media";

/** How far below the service the background encodes run: requests stay quick while ffmpeg works. */
const BACKGROUND_NICENESS = 10;

/**
 * The media command: makes whatever of `plan` is missing in `mediaDir`. Started by the demo program it
 * runs niced and hands the manifest back over IPC; started by hand it just makes the files.
 */
export async function runMediaCommand(mediaDir: string, plan: MediaPlan): Promise<void> {
  const child = typeof process.send === "function";
  if (child) {
    // Only ever lowered: a service already started niced (and anyone not root) cannot go back up.
    if (os.getPriority() < BACKGROUND_NICENESS) os.setPriority(BACKGROUND_NICENESS);
    // The demo program went away: nobody is waiting for the files, and its shutdown ends this group.
    process.on("disconnect", () => process.exit(1));
  }
  const manifest = await generateDemoMedia({ mediaDir, plan, log: (line) => console.log(line) });
  if (child) await new Promise<void>((resolve) => process.send!(manifest, () => resolve()));
}

export type BackgroundMedia = {
  /** Resolves with the manifest once every file exists; rejects, naming why, if making them failed. */
  ready: Promise<DemoMediaManifest>;
  /** Ends the making (and every ffmpeg it started) at once: what was finished stays. */
  stop(): void;
};

/**
 * Makes the seed's media in a process of its own, started from this program with the media
 * command, so neither the encodes nor the synthesis in JavaScript hold up the service's requests.
 * It is the leader of its own process group, so `stop` ends its ffmpegs too.
 */
export function makeMediaInBackground(
  program: { script?: string; execArgv?: readonly string[] } = {},
): BackgroundMedia {
  // This program again, with the flags it was started with (tsx's loader in development).
  const script = program.script ?? process.argv[1];
  if (!script) throw new Error("demo-content: cannot find the program to start the media command from");
  const execArgv = program.execArgv ?? process.execArgv;
  const child = spawn(process.execPath, [...execArgv, script, MEDIA_COMMAND], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    detached: true,
  });
  let manifest: DemoMediaManifest | undefined;
  child.on("message", (message) => {
    manifest = message as DemoMediaManifest;
  });
  const ready = new Promise<DemoMediaManifest>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (manifest) resolve(manifest);
      else
        reject(
          new Error(`the media process ended (${signal ?? `exit code ${code}`}) before its files were made`),
        );
    });
  });
  return {
    ready,
    stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    },
  };
}
