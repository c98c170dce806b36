// Day-to-day work: rebuilds both front ends on change and restarts the server when its code
// or a rebuilt bundle changes. Reload the browser to see front-end changes.
import { spawn } from "node:child_process";
import { install, build } from "./lib.mjs";
import { runOnLts } from "./node-lts.mjs";

runOnLts(import.meta.url);

install();
build();

const procs = [
  ["public:client", "node_modules/.bin/vite", ["build", "--watch", "--mode", "development"], "apps/public"],
  [
    "public:ssr",
    "node_modules/.bin/vite",
    // Development mode like the client's: the SSR bundle renders with React's development build.
    ["build", "--watch", "--mode", "development", "--ssr", "src/entry-server.tsx", "--outDir", "dist/server", "--emptyOutDir", "false"],
    "apps/public",
  ],
  ["admin", "node_modules/.bin/vite", ["build", "--watch", "--mode", "development"], "apps/admin"],
  [
    "server",
    "node_modules/.bin/tsx",
    [
      "watch",
      "--include",
      "apps/public/dist/server/entry-server.js",
      "--include",
      "apps/public/dist/client/index.html",
      "--include",
      "apps/admin/dist/index.html",
      "apps/server/src/main.ts",
    ],
    ".",
  ],
];

const children = procs.map(([name, cmd, args, cwd]) => {
  const bin = cwd === "." ? cmd : `${process.cwd()}/${cwd}/${cmd}`;
  const child = spawn(bin, args, { cwd, env: { NODE_ENV: "development", LOG_LEVEL: "info", ...process.env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split("\n")
      .filter(Boolean)
      .map((l) => `[${name}] ${l}\n`)
      .join("");
  child.stdout.on("data", (c) => process.stdout.write(prefix(c)));
  child.stderr.on("data", (c) => process.stderr.write(prefix(c)));
  return child;
});

const stop = () => {
  for (const c of children) c.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
