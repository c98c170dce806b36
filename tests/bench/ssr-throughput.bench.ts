// Server-rendered pages against static HTML files of the same sizes served by the same server:
// autocannon, 10 s per URL, several rounds, medians and ratios.
import { writeFileSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { benchPort, median, startServer } from "./lib/server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAGES = ["/", "/matches/upcoming"] as const;
const staticFile = (i: number) => `apps/public/dist/client/assets/__bench-static-${i}.html`;

async function rps(url: string) {
  const result = await autocannon({ url, connections: 20, duration: DURATION_S, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  // The static files must exist before the server starts (its static handler lists files at boot).
  const probe = await startServer(benchPort(3412));
  const sizes = await Promise.all(PAGES.map(async (p) => Buffer.byteLength(await (await fetch(probe.url + p)).text())));
  await probe.stop();
  sizes.forEach((size, i) => writeFileSync(staticFile(i), "x".repeat(size)));
  const server = await startServer(benchPort(3412));
  try {
    const rows = PAGES.map((page, i) => ({ page, size: sizes[i]!, ssr: [] as number[], ssrP99: [] as number[], stat: [] as number[] }));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, row] of rows.entries()) {
        const ssr = await rps(server.url + row.page);
        const stat = await rps(`${server.url}/assets/__bench-static-${i}.html`);
        row.ssr.push(ssr.rps);
        row.ssrP99.push(ssr.p99);
        row.stat.push(stat.rps);
        console.log(`round ${round} ${row.page}: ${ssr.rps.toFixed(0)} req/s (p99 ${ssr.p99} ms); static ${row.size} B: ${stat.rps.toFixed(0)} req/s`);
      }
    }
    console.log("");
    for (const row of rows) {
      const ratio = median(row.ssr) / median(row.stat);
      console.log(
        `${row.page} (${(row.size / 1024).toFixed(0)} KB): median ${median(row.ssr).toFixed(0)} req/s, p99 ${median(row.ssrP99)} ms; ` +
          `static file of the same size ${median(row.stat).toFixed(0)} req/s; ratio ${ratio.toFixed(2)} (target >= 0.50)`,
      );
      if (ratio < 0.5) process.exitCode = 1;
    }
  } finally {
    PAGES.forEach((_, i) => rmSync(staticFile(i), { force: true }));
    await server.stop();
  }
}

await main();
