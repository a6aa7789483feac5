// Bundles the production server (server/server.ts) to dist/server.mjs and the service worker
// (app/platform/service-worker/sw.ts) to build/client/sw.js. Packages from node_modules stay
// external to the server; the workspace packages (@davmu/*) are TypeScript source and are bundled.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
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

// The build id is a digest of the fingerprinted asset names: a deployment that changes any asset
// changes the worker's bytes, so browsers install it and it drops the caches of the last build.
const assets = readdirSync("build/client/assets").sort();
const buildId = createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 12);
await build({
  entryPoints: ["app/platform/service-worker/sw.ts"],
  outfile: "build/client/sw.js",
  bundle: true,
  platform: "browser",
  format: "iife",
  target: "es2020",
  minify: true,
  define: { __SW_BUILD_ID__: JSON.stringify(buildId) },
  logLevel: "warning",
});
console.log(`service worker ${buildId} bundled to build/client/sw.js`);
