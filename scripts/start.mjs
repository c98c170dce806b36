// One command from a fresh clone: install, build (the front ends, then the compiled server), then
// serve it (the server migrates and seeds).
import { install, build, runOrExit } from "./lib.mjs";

install();
build();
runOrExit("node", ["--enable-source-maps", "apps/server/dist/main.js"]);
