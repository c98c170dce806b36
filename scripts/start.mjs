// One command from a fresh clone: install, build (the front ends, then the compiled server), then
// serve it (the server migrates and seeds).
import { readFileSync } from "node:fs";
import { install, build, runOrExit } from "./lib.mjs";
import { runOnLts } from "./node-lts.mjs";

// On the pinned Node LTS (installed from the npm registry into .tools on the first run; NODE_LTS=26 for the other line).
runOnLts(import.meta.url);

install();
build();
// Served exactly as `npm run serve` (package.json is the one place its Node flags are written).
const [node, ...args] = JSON.parse(readFileSync("package.json", "utf8")).scripts.serve.split(" ");
runOrExit(node, args);
