/**
 * The content service's test files that cannot open a database: none of what they import reaches
 * a database driver. They run in the content-api project only; content-api-pg runs every other
 * file again on PostgreSQL (docs/decisions/0088). Paths are from `apps/content-api/src`.
 * `database-free-tests.test.ts` fails when this list and the imports disagree, either way.
 */
export const DATABASE_FREE_TESTS = [
  "config.test.ts",
  "content/body-text.test.ts",
  "content/media-ref.test.ts",
  "content/sanitize-html.test.ts",
  "content/word-filter.test.ts",
  "http/handle.test.ts",
  "modules/live-stream/routes.test.ts",
  "modules/live-stream/sliding-window.test.ts",
  "modules/live/stream-caps.test.ts",
  "modules/wxshare/jsapi-signature.test.ts",
  "production-warnings.test.ts",
  "seed/media-process.test.ts",
  "seed/media/demo-media.test.ts",
  "seed/media/music/render.test.ts",
  "seed/render-images.test.ts",
  "testing/database-free-tests.test.ts",
];
