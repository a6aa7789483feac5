// `npm start`: both programs from their built output, on the configured or default ports. The demo
// content's program seeds the database first (and then makes the demo media beside them); then the
// address to open is printed.
import path from "node:path";
import { CONTENT_API, localSecrets, ROOT, SHARE_WEB, startDemo, startProgram } from "./stack.mjs";

const log = (line) => console.log(line);
// Unless told otherwise, the content service runs in development mode here, so a newcomer can log
// in: login codes go to its development outbox and this log instead of an SMS gateway. The site
// itself runs as in production either way.
const apiDevelopment = !process.env.NODE_ENV;
// Both programs share the data folder's own secrets unless the environment sets them: the site
// runs as in production, which refuses the public defaults.
const secrets = localSecrets(path.resolve(process.env.CONTENT_API_DATA_DIR || path.join(ROOT, "data")));
const apiEnv = { ...secrets, ...(apiDevelopment ? { NODE_ENV: "development" } : {}) };
let demo;
let api;
let web;

async function stop(code) {
  await Promise.all([web?.stop(), api?.stop(), demo?.stop()]);
  process.exit(code);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

try {
  demo = await startDemo({ env: apiEnv, log });
  api = startProgram({ name: "content-api", script: CONTENT_API, env: apiEnv, log });
  await api.ready;
  web = startProgram({ name: "share-web", script: SHARE_WEB, env: secrets, log });
  const address = await web.ready;
  const login = apiDevelopment
    ? "\n  To log in, use any mainland mobile number: the code is printed here (development SMS outbox)."
    : "";
  console.log(`\n  The davmu share site is running: open ${address}${login}\n  (Ctrl-C stops it.)\n`);
  web.ready.catch(() => {});
  web.child.on("exit", () => stop(1));
  api.child.on("exit", () => stop(1));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
