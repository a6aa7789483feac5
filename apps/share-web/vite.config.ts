import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  base: "/davmu/share/",
  plugins: [reactRouter()],
  // The workspace packages are TypeScript source: bundle them into the server build too.
  ssr: { noExternal: [/^@davmu\//] },
  build: { target: "es2020", assetsInlineLimit: 0 },
});
