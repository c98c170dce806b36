// A match page (and a team page) rendered by the server against a static HTML file of the same size
// served by the same server, measured in the same run: autocannon, 10 s per URL, several alternating
// rounds, medians and ratios. Target: the match page at >= 0.5x the static file. The match page
// carries the odds of 20 bookmakers (BENCH_ODDS_ROWS) in every market the demo prices (the market
// tabs), server-rendered. Needs a built site (`npm run build`).
import { writeFileSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { benchPort, median, startServer, type BenchServer } from "./lib/server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = 0.5;
/** The match page's odds: 20 bookmakers. */
const SERVER_ENV = { BENCH_ODDS_ROWS: "20" };
const staticFile = (i: number) => `apps/public/dist/client/assets/__bench-match-static-${i}.html`;

async function rps(url: string) {
  const result = await autocannon({ url, connections: 20, duration: DURATION_S, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * The canonical URLs (a request elsewhere is a 301) of the first upcoming match with both teams
 * known, which has form, head-to-head and structured data to render, and of its first team.
 */
async function pagesOf(server: BenchServer): Promise<{ label: string; path: string; target: boolean }[]> {
  const input = encodeURIComponent(JSON.stringify({ game: "all" }));
  const body = (await (await fetch(`${server.url}/api/public/matches.upcoming?input=${input}`)).json()) as {
    result: { data: { matches: Array<{ id: number; game: string; teamA: { id: number | null } | null; teamB: { id: number | null } | null }> } };
  };
  const m = body.result.data.matches.find((x) => x.teamA?.id && x.teamB?.id);
  if (!m) throw new Error("the demo data has no upcoming match with two known teams");
  const oddsInput = encodeURIComponent(JSON.stringify({ game: m.game, id: m.id }));
  const odds = (await (await fetch(`${server.url}/api/public/odds.match?input=${oddsInput}`)).json()) as { result: { data: { rows: unknown[] } | null } };
  if (odds.result.data?.rows.length !== 20) throw new Error(`the match page's odds table has ${odds.result.data?.rows.length ?? 0} rows, not 20`);
  const canonical = async (path: string) => {
    const res = await fetch(server.url + path, { redirect: "manual" });
    const location = res.headers.get("location");
    if (res.status !== 301 || !location) throw new Error(`${path}: expected a 301 to the canonical URL, got ${res.status}`);
    return location;
  };
  return [
    { label: "match page", path: await canonical(`/match/${m.game}/${m.id}`), target: true },
    { label: "team page", path: await canonical(`/team/${m.game}/${m.teamA!.id}`), target: false },
  ];
}

async function main() {
  const port = benchPort(3416);
  // The static files must exist before the server starts (its static handler lists files at boot).
  const probe = await startServer(port, SERVER_ENV);
  let pages: Awaited<ReturnType<typeof pagesOf>>;
  let sizes: number[];
  try {
    pages = await pagesOf(probe);
    sizes = await Promise.all(pages.map(async (p) => Buffer.byteLength(await (await fetch(probe.url + p.path)).text())));
  } finally {
    // Stopped also when a check fails: a server left running holds the port for the next run.
    await probe.stop();
  }
  sizes.forEach((size, i) => writeFileSync(staticFile(i), "x".repeat(size)));
  const server = await startServer(port, SERVER_ENV);
  try {
    const rows = pages.map((p, i) => ({ ...p, size: sizes[i]!, ssr: [] as number[], ssrP99: [] as number[], stat: [] as number[] }));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, row] of rows.entries()) {
        const ssr = await rps(server.url + row.path);
        const stat = await rps(`${server.url}/assets/__bench-match-static-${i}.html`);
        row.ssr.push(ssr.rps);
        row.ssrP99.push(ssr.p99);
        row.stat.push(stat.rps);
        console.log(
          `round ${round} ${row.label} ${row.path}: ${ssr.rps.toFixed(0)} req/s (p99 ${ssr.p99} ms); static ${row.size} B: ${stat.rps.toFixed(0)} req/s`,
        );
      }
    }
    console.log("");
    for (const row of rows) {
      const ratio = median(row.ssr) / median(row.stat);
      console.log(
        `${row.label} (${(row.size / 1024).toFixed(0)} KB): median ${median(row.ssr).toFixed(0)} req/s, p99 ${median(row.ssrP99)} ms; ` +
          `static file of the same size ${median(row.stat).toFixed(0)} req/s; ratio ${ratio.toFixed(2)}${row.target ? ` (target >= ${TARGET.toFixed(2)})` : " (for information)"}`,
      );
      if (row.target && ratio < TARGET) process.exitCode = 1;
    }
  } finally {
    pages.forEach((_, i) => rmSync(staticFile(i), { force: true }));
    await server.stop();
  }
}

await main();
