// What `build.mjs` bundles, and how: shared with the test that checks what the bundle holds
// (src/bundle.test.ts).

/** Every package but the workspace's own stays external: loaded from node_modules at run time. */
const workspaceExternal = {
  name: "externalize-node-modules",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@davmu/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** @type {import("esbuild").BuildOptions} */
export const SERVICE_BUILD = {
  entryPoints: [new URL("./src/server.ts", import.meta.url).pathname],
  outfile: new URL("./dist/server.mjs", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  legalComments: "none",
  plugins: [workspaceExternal],
};
