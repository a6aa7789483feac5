import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags this machine needs: headless, no sandbox, no background traffic. Nothing else. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type Chromium = { port: number; close: () => Promise<void> };

const open = new Set<Chromium>();

/** Closes every Chromium still running (on Ctrl-C: each runs in its own process group). */
export const closeAllChromium = () => Promise.all([...open].map((c) => c.close()));

/** A fresh Chromium (new profile each time) with its DevTools port open for Lighthouse. */
export async function launchChromium(timeoutMs = 30_000): Promise<Chromium> {
  const profile = mkdtempSync(path.join(tmpdir(), "davmu-bench-chromium-"));
  const args = [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, "--remote-debugging-port=0", "about:blank"];
  // Its own process group, so closing it also ends its renderers.
  const child = spawn(CHROMIUM_PATH, args, { stdio: ["ignore", "ignore", "pipe"], detached: true });
  const chromium: Chromium = {
    port: 0,
    close: async () => {
      open.delete(chromium);
      await killGroup(child);
      rmSync(profile, { recursive: true, force: true });
    },
  };
  open.add(chromium);
  try {
    chromium.port = await new Promise<number>((resolve, reject) => {
      let stderr = "";
      const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${stderr}`)), timeoutMs);
      child.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
        const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr)?.[1];
        if (port) {
          clearTimeout(timer);
          resolve(Number(port));
        }
      });
      child.on("error", reject);
      child.on("exit", (code) => reject(new Error(`Chromium exited with code ${code}:\n${stderr}`)));
    });
    return chromium;
  } catch (error) {
    await chromium.close();
    throw error;
  }
}

function killGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    child.once("exit", () => resolve());
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-pid, name);
      } catch {
        // already gone
      }
    };
    signal("SIGTERM");
    setTimeout(() => signal("SIGKILL"), 3000).unref();
  });
}
