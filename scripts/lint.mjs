// `npm run lint`: ESLint (type-aware, the slow part) beside the dependency boundaries and Prettier,
// at the same time rather than one after the other; each one's output is printed whole when it ends.
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

const bin = (name) => `node_modules/.bin/${name}`;
const codes = await Promise.all([
  run(bin("eslint"), ["."]),
  (async () => (await run("npm", ["run", "--silent", "boundaries"])) || run(bin("prettier"), ["--check", "."]))(),
]);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
