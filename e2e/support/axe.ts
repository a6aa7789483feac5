import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, Result } from "axe-core";

/**
 * axe-core's source, evaluated in the page rather than added as a script tag: the site's CSP allows
 * no inline script it does not know, and the check must run against the page as visitors get it.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core"), "utf8");

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what the site promises. */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** The impacts a release must not have. */
const BLOCKING = new Set(["serious", "critical"]);

/** axe-core's WCAG A/AA rules, run on the page as it stands in the browser. */
export async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    WCAG_AA_TAGS,
  );
}

/** The serious and critical violations only. */
export function blocking(results: AxeResults): Result[] {
  return results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
}

/** One paragraph per violation: rule, impact, help, and each element with axe's reason. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        const reason = [...n.any, ...n.all, ...n.none].map((c) => c.message).join("; ");
        return `    ${n.target.join(" ")}\n      ${n.html.slice(0, 160)}\n      ${reason}`;
      });
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join("\n")}`;
    })
    .join("\n");
}
