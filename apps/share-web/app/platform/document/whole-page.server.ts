import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Marks a response whose body is a page already encoded whole, so the server can send those bytes
 * in one write instead of reading them back through the response's stream. A global symbol, since
 * the server and the rendering code are built apart.
 */
const WHOLE_PAGE = Symbol.for("davmu.share-web.whole-page");

/** A response with `body`, which the server may send as it is (see `wholePageBytes`). */
export function wholePageResponse(body: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(body, init);
  Object.defineProperty(response, WHOLE_PAGE, { value: body });
  return response;
}

/** The bytes of a response made by `wholePageResponse`; undefined for any other response. */
export function wholePageBytes(response: Response): Buffer | undefined {
  return (response as Response & { [WHOLE_PAGE]?: Buffer })[WHOLE_PAGE];
}

export type PageEncoding = "br" | "gzip" | "identity";

/**
 * The encoding to send a page in, as the server's compression middleware would choose it: the one
 * the request accepts with the highest weight, brotli before gzip when equal; `identity` when it
 * accepts neither (or sends no Accept-Encoding, as that middleware leaves such answers alone).
 */
export function pageEncoding(acceptEncoding: string | null): PageEncoding {
  if (!acceptEncoding) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  return (["br", "gzip"] as const).reduce<PageEncoding>(
    (chosen, name) => (weight(name) > (chosen === "identity" ? 0 : weight(chosen)) ? name : chosen),
    "identity",
  );
}

/**
 * A page rendered whole, encoded at once and sent with its length, so it leaves the process in one
 * write: a proxy in front receives all of it or nothing, and can send a request whose process died
 * before answering to another (docs/decisions/0039). Compressed as the middleware would (brotli at
 * quality 4, gzip at its default level), which then leaves it alone. Compressed on libuv's thread
 * pool, not on the thread that renders: it is a tenth of an uncached page's work, and the other
 * renders go on meanwhile.
 */
export async function encodeWholePage(
  html: Buffer<ArrayBuffer>,
  request: Request,
  headers: Headers,
): Promise<Buffer<ArrayBuffer>> {
  const encoding = pageEncoding(request.headers.get("Accept-Encoding"));
  // zlib's answers are plain buffers of their own (never shared memory), as a Response body needs.
  const body = (
    encoding === "br"
      ? await brotliAsync(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
          },
        })
      : encoding === "gzip"
        ? await gzipAsync(html)
        : html
  ) as Buffer<ArrayBuffer>;
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return body;
}
