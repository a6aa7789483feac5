// Bundles the demo content's program into one file, as the service is bundled (the same options:
// workspace packages compiled in, among them the service's write path and schema), but every real
// dependency loaded from node_modules at run time: its ffmpeg finds its binary beside its package.
import { build } from "esbuild";
import { SERVICE_BUILD, workspaceExternal } from "../../apps/content-api/build-options.mjs";

await build({
  ...SERVICE_BUILD,
  entryPoints: [new URL("./src/main.ts", import.meta.url).pathname],
  outfile: new URL("./dist/demo-content.mjs", import.meta.url).pathname,
  banner: {},
  plugins: [workspaceExternal],
  logLevel: "info",
});
