import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The sitemap schemas the tests validate against, shipped in the repository. */
export const SCHEMAS = path.join(import.meta.dirname, "..", "schemas");

/** xmllint (Debian's libxml2-utils), installed when missing as the Chromium helper does for Chromium. */
function ensureXmllint(): void {
  if (spawnSync("xmllint", ["--version"]).status === 0) return;
  execFileSync("apt-get", ["install", "-y", "libxml2-utils"], { stdio: "inherit" });
}

/** Validates an XML text against a schema with xmllint; returns its complaints, empty when valid. */
export function validateXml(xml: string, schema: string): string {
  ensureXmllint();
  const file = path.join(mkdtempSync(path.join(tmpdir(), "xml-")), "doc.xml");
  writeFileSync(file, xml);
  const run = spawnSync("xmllint", ["--noout", "--schema", path.join(SCHEMAS, schema), file], {
    encoding: "utf8",
  });
  return run.status === 0 ? "" : run.stderr;
}
