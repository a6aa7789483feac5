// Bundles the production server (server/server.ts) to dist/server.mjs. Packages from node_modules
// stay external; the workspace packages (@davmu/*) are TypeScript source and are bundled.
import { build } from "esbuild";

await build({
  entryPoints: ["server/server.ts"],
  outfile: "dist/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [
    {
      name: "external-node-modules",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@davmu/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: "warning",
});
console.log("share-web server bundled to dist/server.mjs");
