import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type NginxServer = { url: string; root: string; stop: () => Promise<void> };

const NGINX = "/usr/sbin/nginx";
const BROTLI_STATIC = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * nginx from Debian's packages as the reference for serving bytes: static files, precompressed
 * (`brotli_static`, `gzip_static`: the .br or .gz beside a file is sent as it is when the browser
 * accepts it). One worker, as this server is one process. Installed by `apt-get install nginx
 * libnginx-mod-http-brotli-static`; the benchmark says so when they are missing.
 */
export async function startNginx(port: number): Promise<NginxServer> {
  if (!existsSync(NGINX) || !existsSync(BROTLI_STATIC))
    throw new Error("nginx is the reference server of this benchmark: apt-get install -y nginx libnginx-mod-http-brotli-static");
  const dir = mkdtempSync(path.join(tmpdir(), "eb-nginx-"));
  const root = path.join(dir, "www");
  mkdirSync(root);
  mkdirSync(path.join(dir, "logs"));
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `load_module ${BROTLI_STATIC};
user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  # As the site server does (no per-connection request cap): nginx closes a keep-alive connection
  # after 1,000 requests by default, and a request racing that close counts as an error.
  keepalive_requests 100000000;
  default_type text/html;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    brotli_static on;
    gzip_static on;
    gzip_vary on;
    location / { try_files $uri =404; }
  }
}
`,
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = await runNginx(dir, conf, url);
  return { url, root, stop };
}

/** Whether Debian's nginx is installed (a benchmark that needs it skips, saying so, when it is not). */
export const nginxInstalled = () => existsSync(NGINX);

/** The proxy's address per upstream group, in the order given. */
export type NginxProxy = { urls: string[]; stop: () => Promise<void> };

/**
 * nginx as the reverse proxy in front of several server instances: one listening port per
 * upstream group (round robin over its addresses, keep-alive connections to them), as a
 * deployment puts one in front of its instances. The load generator plays the CDN before it: the
 * address in its X-Forwarded-For is taken as the visitor's (realip), and nginx hands the servers
 * that one address as the only hop, so the servers trust exactly one proxy (TRUST_PROXY=127.0.0.1).
 * Headers such as CF-IPCountry pass through untouched. Two workers: the machine's two cores.
 */
export async function startNginxProxy(groups: { port: number; upstreams: string[] }[]): Promise<NginxProxy> {
  if (!nginxInstalled()) throw new Error("nginx is the proxy of this benchmark: apt-get install -y nginx");
  const dir = mkdtempSync(path.join(tmpdir(), "eb-nginx-proxy-"));
  mkdirSync(path.join(dir, "logs"));
  const conf = path.join(dir, "nginx.conf");
  const servers = groups
    .map(
      (g, i) => `  upstream group${i} {
${g.upstreams.map((u) => `    server ${u};`).join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${g.port};
    location / {
      proxy_pass http://group${i};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto http;
      # Redirects (/go) and pages pass as the servers send them.
      proxy_redirect off;
      proxy_buffering on;
    }
  }`,
    )
    .join("\n");
  writeFileSync(
    conf,
    `user root;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  keepalive_requests 100000000;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
${servers}
}
`,
  );
  const urls = groups.map((g) => `http://127.0.0.1:${g.port}`);
  const stop = await runNginx(dir, conf, urls[0]!);
  return { urls, stop };
}

/** Checks the config, starts nginx in the foreground and waits until its socket answers; `stop` ends it gracefully and removes `dir`. */
async function runNginx(dir: string, conf: string, url: string): Promise<() => Promise<void>> {
  const check = spawnSync(NGINX, ["-t", "-p", dir, "-c", conf], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const child = spawn(NGINX, ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
  // nginx prints nothing when it is ready: wait for its socket to answer (any status).
  for (let attempt = 0; ; attempt++) {
    const answered = await fetch(`${url}/__ready`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (child.exitCode !== null || attempt > 200) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
