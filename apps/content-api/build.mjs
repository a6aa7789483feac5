// Bundles the service into one file. Workspace packages (@davmu/*) export TypeScript source, so they
// are compiled in; every real dependency stays external and is loaded from node_modules at run time
// (better-sqlite3 and sharp are native, and bundling the rest gains nothing on a server).
import { build } from "esbuild";

const workspaceExternal = {
  name: "externalize-node-modules",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@davmu/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [new URL("./src/server.ts", import.meta.url).pathname],
  outfile: new URL("./dist/server.mjs", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  legalComments: "none",
  plugins: [workspaceExternal],
  logLevel: "info",
});
