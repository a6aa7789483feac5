import { defineConfig } from "vitest/config";

// A config of its own so the React Router Vite plugin is not loaded under Vitest.
export default defineConfig({
  test: {
    name: "share-web",
    root: import.meta.dirname,
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    environment: "jsdom",
  },
});
