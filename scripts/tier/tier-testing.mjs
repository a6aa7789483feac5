// What the tier's tests use: the kinds of visitor, requests through the tier, preview links and an
// editor's change to an article.
import path from "node:path";
import { chinaParts } from "@davmu/format";
import { createIdCodec } from "@davmu/ids";
import SQLite from "libsql";

/** WeChat's in-app browser on an iPhone. */
export const WECHAT_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN";

/**
 * The visitors a shared cache must tell apart, or must not need to: the request headers each
 * sends. `personal` ones carry a user's authorization and must never be served from the cache nor
 * stored in it.
 */
export const VISITORS = {
  anonymous: { headers: {}, personal: false },
  "English cookie": { headers: { cookie: "davmu_locale=en" }, personal: false },
  WeChat: { headers: { "user-agent": WECHAT_UA }, personal: false },
  "logged in (Authorization)": { headers: { authorization: "Bearer user-token-4f0c2a9e" }, personal: true },
  "logged in (session cookie)": {
    headers: { cookie: "davmu_locale=en; davmu_session=session-77b1d3c5" },
    personal: true,
  },
};

/** The marks of the logged-in visitors, which must never appear in anything the tier answers. */
export const PERSONAL_MARKS = ["user-token-4f0c2a9e", "session-77b1d3c5"];

export const EDITOR_TOKEN = "tier-editor-token-0123456789abcdef";

/** A GET as a browser sends it (gzip accepted), redirects not followed. */
export async function get(url, headers = {}) {
  const response = await fetch(url, {
    headers: { "accept-encoding": "gzip", ...headers },
    redirect: "manual",
  });
  const text = await response.text();
  return {
    status: response.status,
    cache: response.headers.get("x-cache-status"),
    headers: response.headers,
    etag: response.headers.get("etag"),
    text,
  };
}

/** The site path of a content item, as the site links to it (year and month in UTC+8). */
export function articlePath(item) {
  const { year, month } = chinaParts(item.publish_time * 1000);
  return `${item.actor}/doc/${year}/${String(month).padStart(2, "0")}/${item.id}`;
}

/** A public call of the content service, through the tier as the browser makes it. */
export async function apiGet(tierUrl, callPath) {
  const response = await fetch(`${tierUrl}${callPath}`);
  if (!response.ok) throw new Error(`${callPath}: HTTP ${response.status}`);
  const body = await response.json();
  if (body.code !== 0) throw new Error(`${callPath}: code ${body.code}: ${body.msg}`);
  return body.data;
}

/** A signed preview link of one item, asked for as an editor's tool does. */
export async function previewLink(tierUrl, id) {
  const response = await fetch(`${tierUrl}/peony/v1/editor/preview-link`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${EDITOR_TOKEN}` },
    body: JSON.stringify({ id }),
  });
  if (!response.ok) throw new Error(`preview link of ${id}: HTTP ${response.status}`);
  return (await response.json()).data;
}

/**
 * The first seeded draft, with its preview link.
 * @param {{ url: string, idSalt: string }} tier
 */
export async function firstDraft(tier) {
  const ids = createIdCodec(tier.idSalt);
  for (let n = 1; n <= 300; n++) {
    const link = await previewLink(tier.url, ids.encode(n));
    if (link?.status === "draft") return link;
  }
  throw new Error("the seed has no draft");
}

/**
 * Gives one article a new title in the content service's database, as an editor's save would.
 * @param {{ dataDir: string, databaseUrl?: string, idSalt: string }} tier
 */
export async function retitle(tier, publicId, title) {
  const id = createIdCodec(tier.idSalt).decode(publicId);
  if (tier.databaseUrl) {
    // The PostgreSQL client is the content service's dependency, loaded only for a tier that runs on it.
    const clientModule = "pg";
    const { default: pg } = await import(/* @vite-ignore */ clientModule);
    const client = new pg.Client({ connectionString: tier.databaseUrl });
    await client.connect();
    try {
      await client.query("update contents set title = $1 where id = $2", [title, id]);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new SQLite(path.join(tier.dataDir, "content-api.db"));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("update contents set title = ? where id = ?").run(title, id);
  } finally {
    db.close();
  }
}
