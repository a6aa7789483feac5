import { defineConfig } from "vitest/config";

// A config of its own so the React Router Vite plugin is not loaded under Vitest.
// Tests run in Node; a file whose code needs a DOM (rendering, document, window, storage) says
// `// @vitest-environment jsdom` on its first line (docs/decisions/0088).
export default defineConfig({
  test: {
    name: "share-web",
    root: import.meta.dirname,
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    environment: "node",
  },
});
