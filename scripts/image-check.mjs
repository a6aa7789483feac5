// The production images' contents, built and started without Docker (this machine has no Docker
// daemon): for the site and the content service, what the Dockerfile's stages put in each image
// (the workspace manifests and the lockfile, `npm ci --omit=dev` for that program's workspace, its
// built output) in a folder of its own, each program started from it as its image starts it, then
// its /readyz and a page, on a database the demo's program seeded first. Needs `npm run build` first
// and the npm registry (or npm's cache). About a minute: a manual check, not one of the tests.
//
//   node scripts/image-check.mjs            # prints each step; exits 1 on the first failure
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sparePort } from "./postgres.mjs";
import { CONTENT_API, NODE_FLAGS, ROOT, SHARE_WEB, startDemo, startProgram } from "./stack.mjs";

/** What each image holds beyond its dependencies: as the Dockerfile's COPY --from=build lines. */
const IMAGES = {
  "content-api": { workspace: "@davmu/content-api", built: ["apps/content-api/dist"], script: CONTENT_API },
  "share-web": {
    workspace: "@davmu/share-web",
    built: ["apps/share-web/dist", "apps/share-web/build"],
    script: SHARE_WEB,
  },
};
/**
 * Development tools that must not be in a production image. (TypeScript is, in the site's: npm
 * installs it with --omit=dev as the optional peer of @react-router/node, "devOptional" in the
 * lockfile.)
 */
const DEV_ONLY = ["vitest", "@biomejs/biome", "vite", "esbuild", "@playwright/test"];

const step = (line) => console.log(`image-check: ${line}`);

/** The manifests stage: the root manifest, the lockfile and every workspace's package.json. */
function copyManifests(to) {
  cpSync(path.join(ROOT, "package.json"), path.join(to, "package.json"));
  cpSync(path.join(ROOT, "package-lock.json"), path.join(to, "package-lock.json"));
  for (const parent of ["apps", "packages"]) {
    for (const name of readdirSync(path.join(ROOT, parent))) {
      const manifest = path.join(parent, name, "package.json");
      if (!existsSync(path.join(ROOT, manifest))) continue;
      mkdirSync(path.join(to, parent, name), { recursive: true });
      cpSync(path.join(ROOT, manifest), path.join(to, manifest));
    }
  }
  for (const single of ["e2e", "bench"]) {
    mkdirSync(path.join(to, single), { recursive: true });
    cpSync(path.join(ROOT, single, "package.json"), path.join(to, single, "package.json"));
  }
}

/** One image's folder: manifests, production dependencies from the lockfile, built output. */
function buildImage(root, name) {
  const image = IMAGES[name];
  const dir = path.join(root, name);
  mkdirSync(dir);
  copyManifests(dir);
  const started = Date.now();
  execFileSync(
    "npm",
    ["ci", "--omit=dev", "--no-audit", "--no-fund", "--ignore-scripts=false", "--workspace", image.workspace],
    { cwd: dir, stdio: "pipe" },
  );
  step(`${name}: npm ci --omit=dev in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const dev = DEV_ONLY.filter((pkg) => existsSync(path.join(dir, "node_modules", pkg)));
  if (dev.length > 0) throw new Error(`${name}: development packages in the image: ${dev.join(", ")}`);
  for (const built of image.built) {
    if (!existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: npm run build first`);
    cpSync(path.join(ROOT, built), path.join(dir, built), { recursive: true });
  }
  return { dir, script: path.join(dir, image.script), nodeFlags: NODE_FLAGS[image.script] ?? [] };
}

async function expectStatus(url, status) {
  const answer = await fetch(url, { redirect: "manual" });
  await answer.arrayBuffer();
  if (answer.status !== status) throw new Error(`${url} answered ${answer.status}, not ${status}`);
  step(`${url} → ${status}`);
}

const root = mkdtempSync(path.join(tmpdir(), "davmu-image-check-"));
const programs = [];
let failed = false;
try {
  const secrets = {
    DAVMU_ID_SALT: randomBytes(18).toString("base64url"),
    CONTENT_API_TOKEN_SECRET: randomBytes(48).toString("base64url"),
    DAVMU_INNER_SECRET: randomBytes(32).toString("base64url"),
  };
  const log = (line) => console.log(`  ${line}`);
  const data = path.join(root, "data");
  // The service is ready once its database has content: the demo set, seeded by the demo's
  // program from this checkout (its image is the compose file's `demo` profile), media left out.
  const demo = await startDemo({
    env: { ...secrets, NODE_ENV: "production", CONTENT_API_DATA_DIR: data, DEMO_MEDIA: "off" },
    log: () => {},
  });
  await demo.stop();
  step("demo content seeded");
  const api = buildImage(root, "content-api");
  const [apiPort, apiMetrics, webPort, webMetrics] = [
    await sparePort(),
    await sparePort(),
    await sparePort(),
    await sparePort(),
  ];
  const service = startProgram({
    name: "content-api",
    script: api.script,
    nodeFlags: api.nodeFlags,
    env: {
      ...secrets,
      NODE_ENV: "production",
      CONTENT_API_PORT: String(apiPort),
      CONTENT_API_METRICS_PORT: String(apiMetrics),
      CONTENT_API_DATA_DIR: data,
    },
    log,
    timeoutMs: 60_000,
  });
  programs.push(service);
  await service.ready;
  await expectStatus(`http://127.0.0.1:${apiPort}/readyz`, 200);
  await expectStatus(`http://127.0.0.1:${apiMetrics}/metrics`, 200);

  const web = buildImage(root, "share-web");
  const site = startProgram({
    name: "share-web",
    script: web.script,
    nodeFlags: web.nodeFlags,
    env: {
      ...secrets,
      NODE_ENV: "production",
      SHARE_WEB_PORT: String(webPort),
      SHARE_WEB_METRICS_PORT: String(webMetrics),
      DAVMU_API_BASE: `http://127.0.0.1:${apiPort}`,
    },
    log,
    timeoutMs: 60_000,
  });
  programs.push(site);
  await site.ready;
  await expectStatus(`http://127.0.0.1:${webPort}/readyz`, 200);
  // A page rendered with the service's answers.
  await expectStatus(`http://127.0.0.1:${webPort}/davmu/share/`, 200);
  step("both images' contents start and answer");
} catch (error) {
  failed = true;
  console.error(`image-check: ${error instanceof Error ? error.message : error}`);
} finally {
  await Promise.all(programs.map((program) => program.stop()));
  rmSync(root, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
