/** Where the service's test files are: its own, and the demo content's (which seeds through it). */
export const SERVICE_TEST_ROOTS = ["apps/content-api/src", "packages/demo-content/src"];

/**
 * The content service's test files that cannot open a database: none of what they import reaches
 * a database driver. They run in the content-api project only; content-api-pg runs every other
 * file again on PostgreSQL (docs/decisions/0088). Paths are from the repository's root.
 * `database-free-tests.test.ts` fails when this list and the imports disagree, either way.
 */
export const DATABASE_FREE_TESTS = [
  "apps/content-api/src/bundle.test.ts",
  "apps/content-api/src/config.test.ts",
  "apps/content-api/src/http/handle.test.ts",
  "apps/content-api/src/modules/live-stream/routes.test.ts",
  "apps/content-api/src/modules/live-stream/sliding-window.test.ts",
  "apps/content-api/src/modules/live/stream-caps.test.ts",
  "apps/content-api/src/modules/media/file-sizes.test.ts",
  "apps/content-api/src/modules/wxshare/jsapi-signature.test.ts",
  "apps/content-api/src/production-warnings.test.ts",
  "apps/content-api/src/testing/database-free-tests.test.ts",
  "apps/content-api/src/write/body-text.test.ts",
  "apps/content-api/src/write/media-ref.test.ts",
  "apps/content-api/src/write/sanitize-html.test.ts",
  "apps/content-api/src/write/word-filter.test.ts",
  "packages/demo-content/src/media-process.test.ts",
  "packages/demo-content/src/media/captions.test.ts",
  "packages/demo-content/src/media/demo-media.test.ts",
  "packages/demo-content/src/media/music/render.test.ts",
  "packages/demo-content/src/render-images.test.ts",
];
