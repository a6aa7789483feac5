// The live room under load (`npm run bench:live`): viewers hold the room's push stream open while
// senders post chat messages at a steady rate; the bench reports how long a message takes from its
// send call to each viewer's stream (p50, p99, max), what reached whom, and the content service's
// CPU and memory meanwhile. Both programs start from their built output on a fresh database.
// The service's process is watched through lib/process-stats.ts, and the report printed by lib/live-report.ts.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_SERVICE_PREFIXES, STREAMS, streamPath } from "@davmu/contract";
import { startStack } from "../scripts/stack.mjs";
import { reportLive } from "./lib/live-report.ts";
import { heapAfterCollection, processStats } from "./lib/process-stats.ts";

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
  reportLive({
    viewers,
    rate,
    seconds,
    sent,
    failed,
    expected,
    received,
    latencies,
    before,
    after,
    elapsed,
    peakRss,
    idleRss,
    afterClose,
    idleHeap,
    heapAfterClose,
  });
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
