// Bundles the service into one file. Workspace packages (@davmu/*) export TypeScript source, so they
// are compiled in; every real dependency stays external and is loaded from node_modules at run time
// (libsql and sharp are native, and bundling the rest gains nothing on a server).
import { build } from "esbuild";
import { SERVICE_BUILD } from "./build-options.mjs";

await build({ ...SERVICE_BUILD, logLevel: "info" });
