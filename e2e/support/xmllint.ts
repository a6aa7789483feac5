import { spawnSync } from "node:child_process";
import path from "node:path";

/** The sitemap schemas the tests validate against, shipped in the repository. */
export const SCHEMAS = path.join(import.meta.dirname, "..", "schemas");

/** Validates an XML text against a schema with xmllint; returns its complaints, empty when valid. */
export function validateXml(xml: string, schema: string): string {
  const run = spawnSync("xmllint", ["--noout", "--schema", path.join(SCHEMAS, schema), "-"], {
    input: xml,
    encoding: "utf8",
  });
  // scripts/ensure-chromium.mjs installs xmllint (Debian's libxml2-utils) before the tests run.
  if (run.error)
    throw new Error(`xmllint could not run (npm run test:e2e:built installs it): ${run.error.message}`);
  return run.status === 0 ? "" : run.stderr;
}
