import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * The framework's modules, and only those, in chunks of their own: they change with an upgrade,
 * not with a deployment, so browsers keep them cached, and the bench tells them from the site's own
 * code by these names (bench/lib/idle-js.ts).
 */
const FRAMEWORK_CHUNKS = [
  { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
  { name: "react-router", test: /node_modules[\\/]react-router[\\/]/ },
  { name: "react", test: /node_modules[\\/]react[\\/]/ },
];

export default defineConfig({
  base: "/davmu/share/",
  plugins: [reactRouter()],
  // The workspace packages are TypeScript source: bundle them into the server build too.
  ssr: { noExternal: [/^@davmu\//] },
  build: {
    target: "es2020",
    assetsInlineLimit: 0,
    // Vite's preload helper wraps every dynamic import to fetch its dependencies at once: ~1 KB in
    // the first chunks, for imports that all happen after idle or on a tap, where a short waterfall
    // costs nothing the visitor sees.
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: FRAMEWORK_CHUNKS } } },
  },
});
