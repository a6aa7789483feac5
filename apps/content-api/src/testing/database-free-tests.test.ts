import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { DATABASE_FREE_TESTS, SERVICE_TEST_ROOTS } from "./database-free-tests.ts";

const REPO = path.resolve(import.meta.dirname, "../../../..");

/** What a test reaches a database through: the drivers of SQLite and PostgreSQL. */
const DRIVERS = new Set(["libsql", "pg", "node:sqlite"]);

/**
 * The database drivers each of the service's test files (and the demo content's) imports, directly or through anything it
 * imports: the workspace's own code and packages are followed, other packages only named.
 */
async function driversOfEachTest(): Promise<Map<string, string[]>> {
  const tests = SERVICE_TEST_ROOTS.flatMap((root) =>
    fs
      .readdirSync(path.join(REPO, root), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.ts"))
      .map((file) => `${root}/${file.split(path.sep).join("/")}`),
  ).sort();
  // One bundle that imports them all: the metafile lists every input's own imports.
  const { metafile } = await build({
    absWorkingDir: REPO,
    stdin: { contents: tests.map((test) => `import "./${test}";`).join("\n"), resolveDir: REPO },
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    outfile: "unused.js",
    logLevel: "silent",
    plugins: [
      {
        name: "packages-named-only",
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
            name.startsWith("@davmu/") ? undefined : { path: name, external: true },
          );
        },
      },
    ],
  });
  const drivers = new Map<string, string[]>();
  for (const test of tests) {
    const seen = new Set<string>();
    const reached = new Set<string>();
    const visit = (input: string) => {
      if (seen.has(input)) return;
      seen.add(input);
      for (const imported of metafile.inputs[input]?.imports ?? []) {
        if (!imported.external) visit(imported.path);
        else if (DRIVERS.has(imported.path.split("/")[0] ?? "")) reached.add(imported.path);
      }
    };
    visit(test);
    drivers.set(test, [...reached].sort());
  }
  return drivers;
}

describe("the test files that run on SQLite only (database-free-tests.ts)", () => {
  it("are the ones whose imports reach no database driver", async () => {
    const drivers = await driversOfEachTest();
    expect(drivers.size).toBeGreaterThan(DATABASE_FREE_TESTS.length);
    const listed = new Set(DATABASE_FREE_TESTS);
    const free = [...drivers].filter(([, reached]) => reached.length === 0).map(([test]) => test);
    expect({
      // These can open a database, so they must run on both: off the list.
      listedButReachADriver: [...drivers].filter(([test, reached]) => listed.has(test) && reached.length),
      // These cannot differ by database: on the list, to run once.
      freeButNotListed: free.filter((test) => !listed.has(test)),
      // Listed but not a test file of the service.
      listedButNoTest: DATABASE_FREE_TESTS.filter((test) => !drivers.has(test)),
    }).toEqual({ listedButReachADriver: [], freeButNotListed: [], listedButNoTest: [] });
  });
});
