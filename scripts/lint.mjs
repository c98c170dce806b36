// `npm run lint`: ESLint (type-aware, the slow part) beside the dependency boundaries and Prettier,
// at the same time rather than one after the other; each one's output is printed whole when it ends.
// ESLint and Prettier keep caches in node_modules/.cache (git-ignored), so a second run checks only
// what changed. `npm test` and CI run them fresh: a type-aware lint result can change when another
// file's types change, which a per-file cache does not see (`npm run lint -- --no-cache` does the same here).
import { spawn } from "node:child_process";

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => {
      process.stdout.write(output);
      resolve(code ?? 1);
    });
  });

const cached = !process.argv.includes("--no-cache");
const eslintCache = cached ? ["--cache", "--cache-strategy", "content", "--cache-location", "node_modules/.cache/eslint/"] : [];
const prettierCache = cached ? ["--cache", "--cache-location", "node_modules/.cache/prettier/.prettier-cache"] : [];
const bin = (name) => `node_modules/.bin/${name}`;
const codes = await Promise.all([
  run(bin("eslint"), [...eslintCache, "."]),
  (async () =>
    (await run("npm", ["run", "--silent", "boundaries"])) ||
    (await run("npm", ["run", "--silent", "lint:exports"])) ||
    run(bin("prettier"), [...prettierCache, "--check", "."]))(),
]);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
