// Server-rendered pages against nginx serving the same bytes, precompressed, in the same run:
// autocannon, 10 s per URL, several rounds, medians and ratios. Requests carry the Accept-Encoding
// a browser sends ("br, gzip"), so the figure is what visitors get: a cached page answered from
// the render cache's compressed copy. The server runs as behind a CDN (a trusted proxy's country
// header) with the IP database on, so every request is located: the plain rows by the address
// lookup (127.0.0.1: no country, the unknown rule set), the rotation row by four visitors in turn,
// two placed by the CDN's headers and two by X-Forwarded-For addresses the IP database places
// (GB, US), each on its own rule set's cached render. Needs nginx: see tests/bench/lib/nginx.ts.
import { writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { benchPort, median, startServer } from "./lib/server";
import { startNginx } from "./lib/nginx";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BROWSER = { "accept-encoding": "br, gzip" };
/** Four visitors a connection cycles through: the CDN's headers, and forwarded addresses from the trusted proxy. */
const ROTATION: Record<string, string>[] = [
  { "cf-ipcountry": "GB" },
  { "cf-ipcountry": "US", "cf-region-code": "NJ" },
  { "x-forwarded-for": "81.2.69.160" },
  { "x-forwarded-for": "8.8.8.8" },
];
type Row = { page: string; label: string; headers: Record<string, string>; visitors?: Record<string, string>[]; target: number };
const ROWS: Row[] = [
  { page: "/", label: "/ (br, gzip)", headers: BROWSER, target: 0.5 },
  { page: "/matches/upcoming", label: "/matches/upcoming (br, gzip)", headers: BROWSER, target: 0.5 },
  { page: "/", label: "/ by 4 jurisdictions in turn (br, gzip)", headers: BROWSER, visitors: ROTATION, target: 0.5 },
  // For information: a client that asks for no compression (a monitoring probe, a benchmark tool).
  { page: "/", label: "/ (no Accept-Encoding)", headers: {}, target: 0 },
];
const GEO_ENV = { GEO_COUNTRY_HEADER: "CF-IPCountry", GEO_REGION_HEADER: "CF-Region-Code", TRUST_PROXY: "127.0.0.1" };

async function rps(url: string, headers: Record<string, string>, visitors?: readonly Record<string, string>[]) {
  const requests = visitors?.map((visitor) => ({ setupRequest: (req: autocannon.RequestParams) => ({ ...req, headers: { ...req.headers, ...visitor } }) }));
  const result = await autocannon({ url, connections: 20, duration: DURATION_S, pipelining: 1, headers, ...(requests ? { requests } : {}) });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, bytes: result.throughput.average / Math.max(result.requests.average, 1) };
}

/** One GET's body as it came over the wire (fetch would decode a compressed one). */
function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });
}

/** The page's bytes as this server sends them, per encoding, for nginx to serve as static files. */
async function copyToNginx(serverUrl: string, row: Row, root: string, name: string) {
  const headers = row.visitors?.[0] ?? {};
  const [identity, br, gz] = await Promise.all(
    ["identity", "br", "gzip"].map((encoding) => rawBody(serverUrl + row.page, { ...headers, "accept-encoding": encoding })),
  );
  writeFileSync(path.join(root, name), identity!);
  writeFileSync(path.join(root, `${name}.br`), br!);
  writeFileSync(path.join(root, `${name}.gz`), gz!);
  return identity!.length;
}

async function main() {
  const server = await startServer(benchPort(3412), GEO_ENV);
  const nginx = await startNginx(benchPort(3412) + 100);
  try {
    const rows = await Promise.all(
      ROWS.map(async (row, i) => ({
        ...row,
        file: `/page-${i}.html`,
        size: await copyToNginx(server.url, row, nginx.root, `page-${i}.html`),
        ssr: [] as number[],
        ssrP99: [] as number[],
        ref: [] as number[],
        sent: 0,
      })),
    );
    for (let round = 1; round <= ROUNDS; round++) {
      for (const row of rows) {
        const ssr = await rps(server.url + row.page, row.headers, row.visitors);
        // nginx is asked the same way, visitors' headers in turn included (it ignores them): the load
        // generator shares the two cores, and rotating headers costs it more per request than fixed ones.
        const ref = await rps(nginx.url + row.file, row.headers, row.visitors);
        row.ssr.push(ssr.rps);
        row.ssrP99.push(ssr.p99);
        row.ref.push(ref.rps);
        row.sent = ssr.bytes;
        console.log(
          `round ${round} ${row.label}: ${ssr.rps.toFixed(0)} req/s (p99 ${ssr.p99} ms, ${ssr.bytes.toFixed(0)} B each); nginx ${ref.rps.toFixed(0)} req/s (${ref.bytes.toFixed(0)} B each)`,
        );
      }
    }
    console.log("");
    for (const row of rows) {
      const ratio = median(row.ssr) / median(row.ref);
      console.log(
        `${row.label} (${(row.size / 1024).toFixed(0)} KB as HTML, ${(row.sent / 1024).toFixed(1)} KB sent): median ${median(row.ssr).toFixed(0)} req/s, ` +
          `p99 ${median(row.ssrP99)} ms; nginx with the same bytes ${median(row.ref).toFixed(0)} req/s; ratio ${ratio.toFixed(2)}` +
          (row.target > 0 ? ` (target >= ${row.target.toFixed(2)})` : " (for information)"),
      );
      if (ratio < row.target) process.exitCode = 1;
    }
  } finally {
    await nginx.stop();
    await server.stop();
  }
}

await main();
