import { defineConfig } from "vitest/config";

// A config of its own so the React Router Vite plugin is not loaded under Vitest.
// Tests run in Node; a file whose code needs a DOM (rendering, document, window, storage) says
// `// @vitest-environment jsdom` on its first line. Each file runs in a worker thread of its own,
// which starts faster than a process; the site's tests load no native module (docs/decisions/0088).
export default defineConfig({
  test: {
    name: "share-web",
    root: import.meta.dirname,
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    environment: "node",
    pool: "threads",
  },
});
