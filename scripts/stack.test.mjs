import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { startProgram } from "./stack.mjs";

let dir;
let script;
let savedNodeEnv;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "stack-"));
  script = path.join(dir, "program.mjs");
  // A program that reports the mode it was started in, the way the real ones report their address:
  // in a JSON log line. Node's inspector says "listening on" too, first, with its own address: that
  // line is not the program's.
  writeFileSync(
    script,
    'console.log("Debugger listening on ws://127.0.0.1:9229/x");\n' +
      'console.log(JSON.stringify({ level: 30, msg: "listening on http://mode-" + (process.env.NODE_ENV ?? "unset") }));\n',
  );
  savedNodeEnv = process.env.NODE_ENV;
});

afterEach(() => {
  if (savedNodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = savedNodeEnv;
  rmSync(dir, { recursive: true, force: true });
});

it("starts the built programs in production mode when nothing says otherwise", async () => {
  delete process.env.NODE_ENV;
  const program = startProgram({ name: "program", script });
  expect(await program.ready).toBe("http://mode-production");
  await program.stop();
});

it("keeps a mode the caller asks for", async () => {
  const program = startProgram({ name: "program", script, env: { NODE_ENV: "development" } });
  expect(await program.ready).toBe("http://mode-development");
  await program.stop();
});

it("starts the site with its young generation's flags, as its own package's start script does", async () => {
  const { NODE_FLAGS, SHARE_WEB, ROOT } = await import("./stack.mjs");
  const flags = NODE_FLAGS[SHARE_WEB];
  expect(flags).toContain("--max-semi-space-size=32");
  const { readFileSync } = await import("node:fs");
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "apps/share-web/package.json"), "utf8"));
  expect(manifest.scripts.start).toBe(`node ${flags.join(" ")} dist/server.mjs`);
});

it("gives a data folder secrets of its own, the same at every start, and the environment's first", async () => {
  const { localSecrets } = await import("./stack.mjs");
  const first = localSecrets(dir, {});
  expect(Object.keys(first).sort()).toEqual([
    "CONTENT_API_TOKEN_SECRET",
    "DAVMU_ID_SALT",
    "DAVMU_INNER_SECRET",
  ]);
  for (const value of Object.values(first)) expect(value.length).toBeGreaterThanOrEqual(24);
  expect(localSecrets(dir, {})).toEqual(first);
  expect(statSync(path.join(dir, "local-secrets.json")).mode & 0o077).toBe(0);
  expect(localSecrets(dir, { DAVMU_ID_SALT: "set-by-the-operator" })).toEqual({
    ...first,
    DAVMU_ID_SALT: "set-by-the-operator",
  });
  const other = mkdtempSync(path.join(tmpdir(), "stack-"));
  try {
    expect(localSecrets(other, {}).DAVMU_ID_SALT).not.toBe(first.DAVMU_ID_SALT);
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});
