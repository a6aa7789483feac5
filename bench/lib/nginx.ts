import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ensureNginx as ensure, startNginx as start } from "../../scripts/nginx.mjs";

/** Debian's nginx, installed with apt-get when missing (scripts/nginx.mjs); throws why not. */
export function ensureNginx(log: (line: string) => void): string {
  const found = ensure({ log });
  if (!found.binary) throw new Error(found.reason);
  return found.binary;
}

export type Nginx = { url: string; stop: () => Promise<unknown> };

/**
 * nginx on loopback serving `dir/<file>` at `/<file>`, as a cache tier would serve a page it
 * holds: one worker per core, keep-alive, gzip for HTML as the site's own server does. Its
 * config, pid file, logs and temporary files all live in `dir`. `precompressed`: every file named
 * is also written gzipped beside it (at the site's level), and nginx sends that copy as it is, the
 * fastest a static file can be served.
 */
export async function startNginx(
  binary: string,
  dir: string,
  port: number,
  { precompressed = [] as string[] } = {},
): Promise<Nginx> {
  for (const file of precompressed) {
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(readFileSync(path.join(dir, file))), {
      mode: 0o644,
    });
  }
  const config = `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
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
  gzip_static ${precompressed.length > 0 ? "on" : "off"};
  server {
    listen 127.0.0.1:${port};
    root ${dir};
  }
}
`;
  const nginx = await start({ binary, dir, config, port });
  return { url: nginx.url, stop: nginx.stop };
}
