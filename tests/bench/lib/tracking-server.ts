/**
 * Child process for the /go and /api/events benchmarks: the real server (buildApp) on a given
 * PostgreSQL database, without SSR caching concerns, with a beacon rate limit and daily budget
 * high enough for one load generator on 127.0.0.1 (it measures ingest, not the limits; so is the
 * postbacks' per-address limit). Prints "ready"; on SIGTERM closes gracefully (flushing the
 * batch writers) and prints "closed". Bench-only: POST /__bench/flush writes what the batch
 * writers hold, so the benchmark reads the database when it is settled instead of sleeping.
 * It trusts its loopback peer as the proxy (TRUST_PROXY=127.0.0.1: a hop count is refused beside a
 * geo header), so a benchmark can play distinct visitors with X-Forwarded-For; a request without
 * the header is its loopback peer, one address. Visitors are
 * located as behind Cloudflare (CF-IPCountry, CF-Region-Code from that trusted hop), else by the
 * bundled IP database, so the jurisdiction lookup is in every request's path (issue 26).
 */
import { createDb } from "@eb/db/client";
import { buildApp } from "@eb/server/app";
import { loadConfig } from "@eb/config";
import { closeOnSigterm } from "./close-on-sigterm";

const [databaseUrl, port] = [process.argv[2]!, Number(process.argv[3])];
const handle = createDb({ driver: "pg", url: databaseUrl, poolSize: 10 });
const base = `http://127.0.0.1:${port}`;
const app = await buildApp({
  config: loadConfig({
    // The default logging (LOG_LEVEL=info, one access line per request at debug): what a deployment runs.
    NODE_ENV: "production",
    SITE_URL: base,
    TRUST_PROXY: "127.0.0.1",
    GEO_COUNTRY_HEADER: "CF-IPCountry",
    GEO_REGION_HEADER: "CF-Region-Code",
    // The postbacks benchmark seals its programme's secret with this key (the server opens it with it).
    ...(process.env.BENCH_MFA_KEY ? { MFA_ENCRYPTION_KEY: process.env.BENCH_MFA_KEY } : {}),
  }),
  handle,
  eventsRateLimit: { limit: 10_000_000, windowMs: 60_000 },
  postbackRateLimit: { limit: 10_000_000, windowMs: 60_000 },
  beaconLimits: { budget: { eventsPerDay: Number.MAX_SAFE_INTEGER, bytesPerDay: Number.MAX_SAFE_INTEGER } },
});
app.post("/__bench/flush", async (_req, reply) => {
  await Promise.all([app.flushRedirectHits(), app.flushAnalyticsEvents()]);
  return reply.code(204).send();
});
await app.listen({ port, host: "127.0.0.1" });
process.stdout.write("ready\n");
closeOnSigterm(async () => {
  await app.close();
  await handle.close();
});
