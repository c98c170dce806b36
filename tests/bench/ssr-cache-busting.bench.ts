// A made-up query parameter that is new on every request (/matches/upcoming?cb=N) against the plain
// page, on one server, in alternating rounds: the render cache keys pages on the parameters each
// route reads, so busting it must cost no more than half the plain page's rate.
import autocannon from "autocannon";
import { benchPort, median, startServer } from "./lib/server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAGE = "/matches/upcoming";

async function rps(base: string, busting: boolean) {
  let n = 0;
  const result = await autocannon({
    url: base + PAGE,
    connections: 20,
    duration: DURATION_S,
    pipelining: 1,
    // setupRequest runs per request: each one carries a query string no earlier request had.
    requests: busting ? [{ setupRequest: (req) => ({ ...req, path: `${PAGE}?cb=${Date.now()}-${++n}` }) }] : undefined,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${PAGE}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const server = await startServer(benchPort(3413));
  try {
    const plain: number[] = [];
    const busting: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const p = await rps(server.url, false);
      const b = await rps(server.url, true);
      plain.push(p.rps);
      busting.push(b.rps);
      console.log(`round ${round}: ${PAGE} ${p.rps.toFixed(0)} req/s (p99 ${p.p99} ms); ${PAGE}?cb=<unique> ${b.rps.toFixed(0)} req/s (p99 ${b.p99} ms)`);
    }
    const ratio = median(busting) / median(plain);
    console.log(
      `\n${PAGE}?cb=<unique>: median ${median(busting).toFixed(0)} req/s; plain ${median(plain).toFixed(0)} req/s; ratio ${ratio.toFixed(2)} (target >= 0.50)`,
    );
    if (ratio < 0.5) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
