// Compresses the browser build's fingerprinted scripts and stylesheets once, as well as they can be:
// gzip by Zopfli (about 3 % smaller than zlib's best, which on-the-fly compression cannot afford per
// request) and Brotli at its highest quality. The server sends these files as they are
// (server/app.ts); the cache tier's nginx sends the .gz files (scripts/nginx/tier.conf). Spread
// over the machine's cores: the large vendor chunks (hls.js, vConsole) take most of the time.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

/** What is compressed: text the browser fetches from the fingerprinted assets folder. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Zopfli's passes per file: past five, each pass wins a few bytes and costs a second of build. */
const ZOPFLI_ITERATIONS = 5;

async function compressFile(file) {
  const raw = readFileSync(file);
  const gzip = Buffer.from(await gzipAsync(raw, { numiterations: ZOPFLI_ITERATIONS }));
  const brotli = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  // A file too small to gain is sent as it is.
  if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip);
  if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
}

if (isMainThread) {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "build/client/assets");
  const files = readdirSync(dir)
    .filter((name) => COMPRESSIBLE.test(name))
    .map((name) => path.join(dir, name))
    // The largest first, so no core is left with a large file at the end.
    .sort((a, b) => statSync(b).size - statSync(a).size);
  const started = Date.now();
  const workers = Math.max(1, Math.min(availableParallelism(), files.length));
  const lanes = Array.from({ length: workers }, (_, lane) => files.filter((_, i) => i % workers === lane));
  await Promise.all(
    lanes.map(
      (lane) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: lane });
          worker.once("message", resolve);
          worker.once("error", reject);
          worker.once("exit", (code) => code !== 0 && reject(new Error(`precompress worker exited ${code}`)));
        }),
    ),
  );
  console.log(
    `share-web assets precompressed: ${files.length} files, gzip and brotli, in ${Date.now() - started} ms`,
  );
} else {
  for (const file of workerData) await compressFile(file);
  parentPort.postMessage("done");
}
