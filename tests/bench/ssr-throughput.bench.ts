// Server-rendered pages against static HTML files of the same sizes served by the same server:
// autocannon, 10 s per URL, several rounds, medians and ratios. The server runs as behind a CDN
// (a trusted proxy's country header) with the IP database on, so every request is located: the
// plain rows by the address lookup (127.0.0.1: no country, the unknown rule set), the last row by
// four visitors in turn, two placed by the CDN's headers and two by X-Forwarded-For addresses the
// IP database places (GB, US), each on its own rule set's cached render.
import { writeFileSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { benchPort, median, startServer } from "./lib/server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Four visitors a connection cycles through: the CDN's headers, and forwarded addresses from the trusted proxy. */
const ROTATION: Record<string, string>[] = [
  { "cf-ipcountry": "GB" },
  { "cf-ipcountry": "US", "cf-region-code": "NJ" },
  { "x-forwarded-for": "81.2.69.160" },
  { "x-forwarded-for": "8.8.8.8" },
];
const PAGES = [
  { page: "/", label: "/" },
  { page: "/matches/upcoming", label: "/matches/upcoming" },
  { page: "/", label: "/ by 4 jurisdictions in turn", visitors: ROTATION },
] as const;
const GEO_ENV = { GEO_COUNTRY_HEADER: "CF-IPCountry", GEO_REGION_HEADER: "CF-Region-Code", TRUST_PROXY: "127.0.0.1" };
const staticFile = (i: number) => `apps/public/dist/client/assets/__bench-static-${i}.html`;

async function rps(url: string, visitors?: readonly Record<string, string>[]) {
  const requests = visitors?.map((headers) => ({ setupRequest: (req: autocannon.RequestParams) => ({ ...req, headers: { ...req.headers, ...headers } }) }));
  const result = await autocannon({ url, connections: 20, duration: DURATION_S, pipelining: 1, ...(requests ? { requests } : {}) });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  // The static files must exist before the server starts (its static handler lists files at boot).
  const probe = await startServer(benchPort(3412), GEO_ENV);
  const sizeOf = async (page: string, headers: Record<string, string>) => Buffer.byteLength(await (await fetch(probe.url + page, { headers })).text());
  // A rotation's static file is as large as its visitors' pages on average.
  const sizes = await Promise.all(
    PAGES.map(async (p) =>
      "visitors" in p
        ? Math.round((await Promise.all(p.visitors.map((h) => sizeOf(p.page, h)))).reduce((a, b) => a + b, 0) / p.visitors.length)
        : sizeOf(p.page, {}),
    ),
  );
  await probe.stop();
  sizes.forEach((size, i) => writeFileSync(staticFile(i), "x".repeat(size)));
  const server = await startServer(benchPort(3412), GEO_ENV);
  try {
    const rows = PAGES.map((p, i) => ({ ...p, size: sizes[i]!, ssr: [] as number[], ssrP99: [] as number[], stat: [] as number[] }));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, row] of rows.entries()) {
        const ssr = await rps(server.url + row.page, "visitors" in row ? row.visitors : undefined);
        const stat = await rps(`${server.url}/assets/__bench-static-${i}.html`);
        row.ssr.push(ssr.rps);
        row.ssrP99.push(ssr.p99);
        row.stat.push(stat.rps);
        console.log(`round ${round} ${row.label}: ${ssr.rps.toFixed(0)} req/s (p99 ${ssr.p99} ms); static ${row.size} B: ${stat.rps.toFixed(0)} req/s`);
      }
    }
    console.log("");
    for (const row of rows) {
      const ratio = median(row.ssr) / median(row.stat);
      console.log(
        `${row.label} (${(row.size / 1024).toFixed(0)} KB): median ${median(row.ssr).toFixed(0)} req/s, p99 ${median(row.ssrP99)} ms; ` +
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
