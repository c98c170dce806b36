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
  const check = spawnSync(NGINX, ["-t", "-p", dir, "-c", conf], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const child = spawn(NGINX, ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  // nginx prints nothing when it is ready: wait for its socket to answer (404 for a missing file).
  for (let attempt = 0; ; attempt++) {
    const answered = await fetch(`${url}/__ready`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (child.exitCode !== null || attempt > 200) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url,
    root,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
