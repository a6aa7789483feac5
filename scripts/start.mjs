// `npm start`: both programs from their built output, on the configured or default ports. The
// content service migrates and seeds its database first; then the address to open is printed.
import { startProgram } from "./stack.mjs";

const log = (line) => console.log(line);
const api = startProgram({ name: "content-api", script: "apps/content-api/dist/server.mjs", log });
let web;

async function stop(code) {
  await Promise.all([web?.stop(), api.stop()]);
  process.exit(code);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

try {
  await api.ready;
  web = startProgram({ name: "share-web", script: "apps/share-web/dist/server.mjs", log });
  const address = await web.ready;
  console.log(`\n  The davmu share site is running: open ${address}\n  (Ctrl-C stops it.)\n`);
  web.ready.catch(() => {});
  web.child.on("exit", () => stop(1));
  api.child.on("exit", () => stop(1));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
