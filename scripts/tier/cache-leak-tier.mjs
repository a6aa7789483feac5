// The tier the cache-leak matrix runs on (cache-leak.tier.test.mjs): nginx, and PostgreSQL where
// it can be had, in front of the built programs with a short shared lifetime; the screens of the
// matrix and the routes of every test.
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureNginx } from "../nginx.mjs";
import { ensurePostgres } from "../postgres.mjs";
import { ROOT, SHARE_WEB } from "../stack.mjs";
import { startTier } from "./start-tier.mjs";
import { apiGet, articlePath, EDITOR_TOKEN } from "./tier-testing.mjs";

/** Short, so an edit shows through within a test; long enough for a request and its repeat. */
export const SHARED_MAX_AGE_S = 6;
const PORT = Number(process.env.TIER_TEST_PORT ?? 9830);

export const nginx = ensureNginx({ log: () => {} });
if (!nginx.binary) console.warn(`The cache tier's tests are skipped: ${nginx.reason}`);
// Two content-service processes on PostgreSQL, as the scale command runs them; one on SQLite where
// PostgreSQL cannot be had.
const postgres = nginx.binary ? ensurePostgres({ log: () => {} }) : { reason: "no nginx" };
if (nginx.binary && !postgres.bin) console.warn(`The cache tier's tests run on SQLite: ${postgres.reason}`);

/** The cacheable screens each kind of visitor asks for: names of the routes `tierRoutes` finds. */
export const SCREENS = [
  "home",
  "a channel of home",
  "article",
  "the article's data (a client-side navigation)",
  "English home",
  "English article",
  "PC page",
  "app page",
  "404 page",
  // What the site answers beside its pages (docs/decisions/0120): the same for every visitor.
  "robots.txt",
  "sitemap index",
  "a type's sitemap",
  "oEmbed answer",
  "an embedded player",
  "an audio album's podcast",
  "a channel's feed",
  "web app manifest",
];

/** Starts the tier from the built programs, its processes logging into `lines`. */
export async function startCacheTier(lines) {
  if (!existsSync(path.join(ROOT, SHARE_WEB)))
    throw new Error("the tier runs the built programs: npm run build first");
  try {
    return await startTier({
      sites: 2,
      services: postgres.bin ? 2 : 1,
      database: postgres.bin ? "postgres" : "sqlite",
      port: PORT,
      durable: false,
      env: {
        DAVMU_PAGE_SHARED_MAX_AGE: String(SHARED_MAX_AGE_S),
        CONTENT_API_EDITOR_TOKEN: EDITOR_TOKEN,
        // One test client asks for everything from one address.
        CONTENT_API_TOKEN_RATE: "100000",
        CONTENT_API_TRACKER_RATE: "100000",
        CONTENT_API_EDITOR_RATE: "100000",
        // A busy test machine answers more slowly than the 400 ms a page waits in production.
        DAVMU_API_TIMEOUT_MS: "2000",
      },
      log: (line) => lines.push(line),
    });
  } catch (error) {
    console.error(lines.slice(-30).join("\n"));
    throw error;
  }
}

/**
 * The site path of each screen of `SCREENS`, and of the later tests' own articles (`cold`, `killed`),
 * with the article the edit test changes.
 */
export async function tierRoutes(tier) {
  const list = (await apiGet(tier.url, "/peony/v1/content?pagesize=10")).list.filter((i) => i.type === "doc");
  const groups = (await apiGet(tier.url, "/peony/v1/group")).list;
  const article = list[0];
  const newestOf = async (type) =>
    (await apiGet(tier.url, `/peony/v1/content?pagesize=1&type=${type}`)).list[0];
  const [album, video] = [await newestOf("audio_album"), await newestOf("video")];
  const routes = {
    home: "./",
    "a channel of home": `./?gid=${groups[1].id}`,
    article: articlePath(article),
    "the article's data (a client-side navigation)": `${articlePath(article)}.data`,
    "English home": "en/",
    "English article": `en/${articlePath(article)}`,
    "PC page": "pc",
    "app page": "app",
    "404 page": "no/such/page",
    "robots.txt": "robots.txt",
    "sitemap index": "sitemap.xml",
    "a type's sitemap": "sitemaps/doc-1.xml",
    "oEmbed answer": `oembed?url=${encodeURIComponent(new URL(articlePath(article), tier.siteUrl).href)}`,
    "an embedded player": `embed/video/${video.id}`,
    "an audio album's podcast": `feed/audio_album/${album.id}.xml`,
    "a channel's feed": `feed/channel/${groups[1].id}.xml`,
    "web app manifest": "manifest.webmanifest",
  };
  // The later tests' own articles, never asked for here.
  routes.cold = articlePath(list[1]);
  routes.killed = [articlePath(list[2]), articlePath(list[3])];
  return { routes, article };
}
