import http from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";

/** Sizes of one response in bytes: as served with `Accept-Encoding: gzip`, raw, and gzip -9 of the raw. */
export type Sizes = { raw: number; gzip: number; gzip9: number; headers: number; encoding: string };

/** Requests a URL asking for gzip and measures the body as it crosses the wire. */
export function measure(url: string): Promise<Sizes> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        if (response.statusCode !== 200) return reject(new Error(`${url}: HTTP ${response.statusCode}`));
        const wire = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"] ?? "identity";
        const raw = encoding === "gzip" ? gunzipSync(wire) : wire;
        resolve({
          raw: raw.length,
          gzip: wire.length,
          gzip9: gzipSync(raw, { level: 9 }).length,
          headers: headerBytes(response),
          encoding,
        });
      });
    });
    request.on("error", reject);
  });
}

/** The size of the status line and headers as sent (HTTP/1.1). */
function headerBytes(response: http.IncomingMessage): number {
  let size = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
  const raw = response.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) size += Buffer.byteLength(`${raw[i]}: ${raw[i + 1]}\r\n`);
  return size;
}
