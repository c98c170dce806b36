import { build } from "./lib.mjs";
import { runOnLts } from "./node-lts.mjs";

runOnLts(import.meta.url);

build();
