// Server-rendered pages against a static HTML file of the same size served by the same server:
// autocannon, 10 s per URL, several rounds, medians and ratios.
import { writeFileSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { median, startServer } from "./lib/server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STATIC_FILE = "apps/public/dist/client/assets/__bench-static.html";

async function rps(url: string) {
  const result = await autocannon({ url, connections: 20, duration: DURATION_S, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const server = await startServer(3412);
  try {
    const home = await (await fetch(`${server.url}/`)).text();
    writeFileSync(STATIC_FILE, "x".repeat(Buffer.byteLength(home)));
    const targets = { "/": `${server.url}/`, "/matches/upcoming": `${server.url}/matches/upcoming`, static: `${server.url}/assets/__bench-static.html` };
    const samples: Record<string, number[]> = { "/": [], "/matches/upcoming": [], static: [] };
    const p99: Record<string, number[]> = { "/": [], "/matches/upcoming": [], static: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, url] of Object.entries(targets)) {
        const r = await rps(url);
        samples[name]!.push(r.rps);
        p99[name]!.push(r.p99);
        console.log(`round ${round} ${name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`);
      }
    }
    const staticRps = median(samples.static!);
    console.log(`\nstatic file (${Buffer.byteLength(home)} bytes): median ${staticRps.toFixed(0)} req/s`);
    for (const name of ["/", "/matches/upcoming"]) {
      const m = median(samples[name]!);
      const ratio = m / staticRps;
      console.log(`${name}: median ${m.toFixed(0)} req/s, p99 ${median(p99[name]!)} ms, ratio to static ${ratio.toFixed(2)} (target >= 0.50)`);
      if (ratio < 0.5) process.exitCode = 1;
    }
  } finally {
    rmSync(STATIC_FILE, { force: true });
    await server.stop();
  }
}

await main();
