// One command from a fresh clone: install, build, then serve (the server migrates and seeds).
import { install, build, runOrExit } from "./lib.mjs";

install();
build();
runOrExit("node_modules/.bin/tsx", ["apps/server/src/main.ts"]);
