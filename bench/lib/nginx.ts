import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";

const NGINX_PATHS = ["/usr/sbin/nginx", "/usr/bin/nginx"];

/** Debian's nginx: found where the package puts it, installed with apt-get when missing. */
export function ensureNginx(log: (line: string) => void): string {
  const found = NGINX_PATHS.find((p) => existsSync(p));
  if (found) return found;
  log("nginx is missing: installing Debian's package (apt-get install -y nginx)…");
  const install = () =>
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { stdio: "inherit" });
  try {
    install();
  } catch {
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    install();
  }
  const installed = NGINX_PATHS.find((p) => existsSync(p));
  if (!installed) throw new Error("nginx is still missing after apt-get install");
  return installed;
}

export type Nginx = { url: string; stop: () => Promise<void> };

/**
 * nginx on loopback serving `dir/<file>` at `/<file>`, as a cache tier would serve a page it
 * holds: one worker per core, keep-alive, gzip for HTML as the site's own server does. Its
 * config, pid file, logs and temporary files all live in `dir`.
 */
export async function startNginx(binary: string, dir: string, port: number): Promise<Nginx> {
  // Started as root, nginx's workers run as an unprivileged user: they must be able to read `dir`.
  chmodSync(dir, 0o755);
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  default_type text/html;
  sendfile on;
  keepalive_requests 100000;
  gzip on;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
  }
}
`,
  );
  const child = spawn(binary, ["-p", dir, "-c", conf, "-e", `${dir}/error.log`, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}: ${stderr}`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return { url, stop: () => stop(child) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop(child);
  throw new Error(`nginx did not answer on ${url}: ${stderr}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGQUIT");
    setTimeout(() => child.kill("SIGKILL"), 3000).unref();
  });
}
