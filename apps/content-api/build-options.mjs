// What `build.mjs` bundles, and how: shared with the test that checks what the bundle holds
// (src/bundle.test.ts) and with the demo content's program (packages/demo-content/build.mjs).

/** The package a bare import names (`@scope/name/sub` → `@scope/name`). */
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/**
 * Dependencies the service's bundle still loads from node_modules at run time: native code
 * (libsql, sharp, pg's optional native driver) and pino, whose transports run files of their own in
 * worker threads.
 */
export const RUNTIME_EXTERNAL = ["libsql", "sharp", "pg-native", "pino", "pino-pretty"];

/** Every package but the workspace's own stays external: loaded from node_modules at run time. */
export const workspaceExternal = {
  name: "externalize-node-modules",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@davmu/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * The service's dependencies compiled into its bundle but for `RUNTIME_EXTERNAL`: a start loads one
 * file instead of hundreds of modules (kysely alone is some 400), which halves the CPU a process
 * takes to listen, the time a restarted process is away (docs/decisions/0135).
 */
const runtimeExternal = {
  name: "externalize-native-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("node:") || RUNTIME_EXTERNAL.includes(packageOf(args.path)))
        return { path: args.path, external: true };
      return undefined;
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
  // The CommonJS packages compiled in call `require` for Node's own modules.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);',
  },
  plugins: [runtimeExternal],
};
