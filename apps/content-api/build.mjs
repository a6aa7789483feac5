// Bundles the service into one file. Workspace packages (@davmu/*) export TypeScript source, so they
// are compiled in, and so are the dependencies but native ones and pino (build-options.mjs).
import { build } from "esbuild";
import { SERVICE_BUILD } from "./build-options.mjs";

await build({ ...SERVICE_BUILD, logLevel: "info" });
