// The live room under load (`npm run bench:live`): viewers hold the room's push stream open while
// senders post chat messages at a steady rate; the bench reports how long a message takes from its
// send call to each viewer's stream (p50, p99, max), what reached whom, and the content service's
// CPU and memory meanwhile. Both programs start from their built output on a fresh database.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_SERVICE_PREFIXES, STREAMS, streamPath } from "@davmu/contract";
import WebSocket from "ws";
import { startStack } from "../scripts/stack.mjs";

const USAGE = `npm run bench:live [-- --viewers N] [--rate M] [--seconds S] [--ports API,WEB]
  --viewers N   push streams held open (default 500)
  --rate M      chat messages a second (default 50)
  --seconds S   how long messages are sent (default 20)`;

const { values: args } = parseArgs({
  options: {
    viewers: { type: "string", default: "500" },
    rate: { type: "string", default: "50" },
    seconds: { type: "string", default: "20" },
    ports: { type: "string", default: "9748,3320" },
    help: { type: "boolean", short: "h", default: false },
  },
});
const viewers = Number(args.viewers);
const rate = Number(args.rate);
const seconds = Number(args.seconds);
const [apiPort, webPort] = args.ports.split(",").map(Number);
if (args.help || !(viewers >= 1) || !(rate >= 1) || !(seconds >= 1) || !apiPort || !webPort) {
  console.log(USAGE);
  process.exit(args.help ? 0 : 2);
}

const SENDERS = 20;
const PHONES = Array.from({ length: SENDERS }, (_, i) => `1370000${String(1000 + i)}`);
const CODE = "246810";

type Envelope<T> = { code: number; msg: string; data: T };
// Every stream is a connection of its own, outside any pool.
const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

async function call<T>(base: string, url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}${url}`, init);
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.msg}`);
  return body.data;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function processStats(pid: number) {
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
async function heapAfterCollection(port: number): Promise<number> {
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

const inspectPort = apiPort + 1;
const dataDir = mkdtempSync(path.join(tmpdir(), "davmu-bench-live-"));
console.log(`Starting the site (content service on ${apiPort}; seeding a fresh database)…`);
const stack = await startStack({
  apiPort,
  webPort,
  dataDir,
  env: { NODE_ENV: "production", DEMO_MEDIA: "off" },
  apiEnv: {
    CONTENT_API_SMS_TEST_PHONES: PHONES.join(","),
    CONTENT_API_SMS_TEST_CODE: CODE,
    CONTENT_API_DANMU_RATE: "100000",
    CONTENT_API_LOGIN_RATE: "100000",
    CONTENT_API_TOKEN_RATE: "100000",
    // Every viewer of the bench is one load generator's token at one address.
    CONTENT_API_LIVE_STREAMS_PER_VISITOR: "10000",
    CONTENT_API_LIVE_STREAMS_PER_ADDRESS: "1000000",
    // Its inspector, on the loopback only: the bench reads the heap after a full collection.
    NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}`,
  },
  log: () => {},
});
const base: string = stack.apiBase;
const apiPid = Number(stack.apiPid);

let exitCode = 0;
try {
  const rooms = await call<{ list: { id: string }[] }>(base, "/peony/v1/content?type=live&pagesize=10");
  const infos = await Promise.all(
    rooms.list.map((r) =>
      call<{ post_id: string; status: number; type: string }>(base, `/peony/v3/live/info/${r.id}`),
    ),
  );
  const room = infos.find((r) => r.status === 1 && r.type === "landscape");
  if (!room) throw new Error("the seed has no live video room");
  const anon = await call<{ token: string }>(base, "/peony/v1/auth/anonymous", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ appid: 1, platform: "mobile", device_id: "bench-live-viewers" }),
  });
  const senders = await Promise.all(
    PHONES.map(async (phone) => {
      await call(base, `/peony/v1/vcode?phone=${phone}&purpose=login`);
      return call<{ token: string }>(base, "/peony/v1/auth", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone, code: CODE }),
      });
    }),
  );

  // The viewers: each stream records when each message's text arrived.
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let received = 0;
  const requests: http.ClientRequest[] = [];
  console.log(`· ${viewers} viewers connecting`);
  const onEvent = (event: string) => {
    const data = /^data: (.*)$/m.exec(event)?.[1];
    if (!data || !/^event: message$/m.test(event)) return;
    const at = sentAt.get((JSON.parse(data) as { text: string }).text);
    if (at === undefined) return;
    latencies.push(performance.now() - at);
    received++;
  };
  /** Opens `count` push streams on the room, each feeding `onEvent`; resolves once all answered. */
  const openStreams = async (count: number, handle: (event: string) => void) => {
    const opened: http.ClientRequest[] = [];
    await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<true>((resolve, reject) => {
            const req = http.get(
              `${base}${streamPath(STREAMS.liveRoom, DEFAULT_SERVICE_PREFIXES, { id: room.post_id }, { token: anon.token })}`,
              { agent: streamAgent },
              (res) => {
                if (res.statusCode !== 200) return reject(new Error(`a stream answered ${res.statusCode}`));
                res.setEncoding("utf8");
                let buffer = "";
                res.on("data", (chunk: string) => {
                  buffer += chunk;
                  let cut = buffer.indexOf("\n\n");
                  while (cut >= 0) {
                    handle(buffer.slice(0, cut));
                    buffer = buffer.slice(cut + 2);
                    cut = buffer.indexOf("\n\n");
                  }
                });
                res.on("error", () => {});
                resolve(true);
              },
            );
            req.on("error", (error) => reject(error));
            opened.push(req);
          }),
      ),
    );
    return opened;
  };
  const idleRss = processStats(apiPid).rss;
  const idleHeap = await heapAfterCollection(inspectPort);
  requests.push(...(await openStreams(viewers, onEvent)));
  const connected = requests;
  console.log(`· ${connected.length} streams open; sending ${rate} messages a second for ${seconds} s`);
  const before = processStats(apiPid);
  const startedAt = performance.now();
  let sent = 0;
  let failed = 0;
  let peakRss = before.rss;
  const sends: Promise<unknown>[] = [];
  while (performance.now() - startedAt < seconds * 1000) {
    const due = Math.floor(((performance.now() - startedAt) / 1000) * rate);
    while (sent < due) {
      const n = sent++;
      const text = `压测消息 ${n}`;
      const sender = senders[n % SENDERS]!;
      sentAt.set(text, performance.now());
      sends.push(
        call(base, `/peony/v3/live/chat/${room.post_id}/send_msg`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${sender.token}` },
          body: JSON.stringify({ text }),
        }).catch(() => failed++),
      );
    }
    peakRss = Math.max(peakRss, processStats(apiPid).rss);
    await new Promise((r) => setTimeout(r, 20));
  }
  await Promise.all(sends);
  // The last messages' deliveries.
  const expected = (sent - failed) * viewers;
  const waitUntil = performance.now() + 5000;
  while (received < expected && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 50));
  const after = processStats(apiPid);
  const elapsed = (performance.now() - startedAt) / 1000;
  for (const r of requests) r.destroy();
  // What the streams held is given back once they close: the service's memory after each round of
  // opening as many streams again and closing them stays level rather than growing round by round.
  const settle = () => new Promise((r) => setTimeout(r, 3000));
  await settle();
  const afterClose = [processStats(apiPid).rss];
  const heapAfterClose = [await heapAfterCollection(inspectPort)];
  for (let round = 0; round < 2; round++) {
    const again = await openStreams(viewers, () => {});
    for (const r of again) r.destroy();
    await settle();
    afterClose.push(processStats(apiPid).rss);
    heapAfterClose.push(await heapAfterCollection(inspectPort));
  }
  latencies.sort((a, b) => a - b);
  const results = {
    viewers,
    rate,
    seconds,
    sent,
    failedSends: failed,
    deliveries: { expected, received },
    latencyMs: {
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(latencies.at(-1) ?? Number.NaN),
    },
    contentService: {
      cpuPercentOfOneCore: Math.round(((after.cpuSeconds - before.cpuSeconds) / elapsed) * 100),
      peakRssMB: Math.round(peakRss / 1024 / 1024),
      idleRssMB: Math.round(idleRss / 1024 / 1024),
      rssAfterEachCloseMB: afterClose.map((rss) => Math.round(rss / 1024 / 1024)),
      idleHeapMB: Number((idleHeap / 1024 / 1024).toFixed(1)),
      heapAfterEachCloseMB: heapAfterClose.map((heap) => Number((heap / 1024 / 1024).toFixed(1))),
    },
    machine: {
      cores: cpus().length,
      loadAfter: loadavg()
        .map((l) => l.toFixed(2))
        .join(" "),
    },
  };
  console.log(
    `\nLive room under load: ${viewers} viewers on the push stream, ${rate} messages a second for ${seconds} s`,
  );
  console.log(`  messages sent                 ${sent} (${failed} failed)`);
  console.log(`  deliveries                    ${received} of ${expected}`);
  console.log(
    `  send to stream latency        p50 ${results.latencyMs.p50} ms  p99 ${results.latencyMs.p99} ms  max ${results.latencyMs.max} ms`,
  );
  console.log(`  content service CPU           ${results.contentService.cpuPercentOfOneCore} % of one core`);
  console.log(`  content service peak RSS      ${results.contentService.peakRssMB} MB`);
  const { idleHeapMB, heapAfterEachCloseMB, idleRssMB, rssAfterEachCloseMB } = results.contentService;
  console.log(
    `  heap after streams close      ${heapAfterEachCloseMB.join(" MB, ")} MB after 3 rounds of ${viewers} (${idleHeapMB} MB before any; after a full collection)`,
  );
  console.log(
    `  RSS 3 s after streams close   ${rssAfterEachCloseMB.join(" MB, ")} MB (${idleRssMB} MB before any)`,
  );
  console.log(
    `  machine load after            ${results.machine.loadAfter} (${results.machine.cores} cores)`,
  );
  if (received < expected) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stack.stop();
  streamAgent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
