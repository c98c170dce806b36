// Writes .br and .gz next to every built text asset in the given folders, so the server sends them
// compressed without compressing on each request (@fastify/static preCompressed). Each front end's
// build runs it on its own assets, so the server's build copies finished output.
import { readdirSync, readFileSync, writeFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const DIRS = process.argv.slice(2);
const TEXT = /\.(js|css|svg|html|json|txt)$/;

let files = 0;
for (const dir of DIRS) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    continue;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    if (!TEXT.test(name) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    files++;
  }
}
console.log(`precompressed ${files} asset(s)`);
