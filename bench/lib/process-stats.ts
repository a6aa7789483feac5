/**
 * The content service's process as the live bench watches it: its CPU time and resident memory
 * read from /proc, and its heap after a full collection, read through its inspector.
 */
import { readFileSync } from "node:fs";
import WebSocket from "ws";

/** The process's CPU time so far, in seconds, and its resident memory, in bytes. */
export type ProcessStats = { cpuSeconds: number; rss: number };

export function processStats(pid: number): ProcessStats {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  return { cpuSeconds: ticks / 100, rss };
}

/**
 * The content service's heap in use after a full garbage collection, in bytes, read through its
 * inspector (DevTools protocol): what the process still holds, unlike its RSS, which V8 gives back
 * to the system only now and then.
 */
export async function heapAfterCollection(port: number): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let next = 0;
  const send = (method: string) =>
    new Promise<Record<string, number>>((resolve) => {
      const id = ++next;
      const onMessage = (data: WebSocket.Data) => {
        const message = JSON.parse(String(data)) as { id?: number; result?: Record<string, number> };
        if (message.id !== id) return;
        socket.off("message", onMessage);
        resolve(message.result ?? {});
      };
      socket.on("message", onMessage);
      socket.send(JSON.stringify({ id, method }));
    });
  await send("HeapProfiler.collectGarbage");
  const { usedSize } = await send("Runtime.getHeapUsage");
  socket.close();
  return usedSize ?? Number.NaN;
}
