import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** A screen's route module is `routes/<screen>/route.tsx`: its chunk takes the screen's name. */
const SCREEN_ROUTE = /\/routes\/([\w-]+)\/route\.tsx/;

/**
 * Small modules that the entry, the root and every screen share: one chunk, rather than one
 * module preload each before the first paint.
 */
const SHARED_START =
  /\/app\/(screens\.ts|platform\/(inline-stylesheet\.tsx|i18n\/(load-messages|locales|catalog|page-texts)\.tsx?))|preload-helper/;

export default defineConfig({
  base: "/davmu/share/",
  plugins: [reactRouter()],
  // The workspace packages are TypeScript source: bundle them into the server build too.
  ssr: { noExternal: [/^@davmu\//] },
  build: {
    target: "es2020",
    assetsInlineLimit: 0,
    // The browser build's entries are the route modules (React Router's own naming, but by screen).
    rollupOptions: {
      output: {
        entryFileNames: ({ name, facadeModuleId }) =>
          `assets/${SCREEN_ROUTE.exec(facadeModuleId ?? "")?.[1] ?? name}-[hash].js`,
        manualChunks: (id) => (SHARED_START.test(id) ? "start" : undefined),
      },
    },
  },
});
