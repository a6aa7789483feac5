import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** A screen's route module is `routes/<screen>/route.tsx`: its chunk takes the screen's name. */
const SCREEN_ROUTE = /\/routes\/([\w-]+)\/route\.tsx/;

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
      },
    },
  },
});
