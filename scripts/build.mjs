import { build } from "./lib.mjs";

build();
