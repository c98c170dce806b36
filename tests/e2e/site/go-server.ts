/**
 * A site server for the /go end-to-end test: a fresh in-memory database with the demo data plus
 * one bookmaker whose redirect points at a local fake bookmaker page (argv[2]). Listens on argv[3].
 * Behind a pretend CDN on loopback: the browser's CF-IPCountry / CF-Region-Code headers (sent by the
 * spec) place the visitor, as Cloudflare's would. Run with tsx; prints "ready" when listening.
 */
import { createTestDb } from "@eb/db/testing";
import { seedIfEmpty } from "@eb/db/seed";
import { bookmakerRedirects, bookmakers } from "@eb/db/schema";
import { buildApp } from "@eb/server/app";
import { loadConfig } from "@eb/config";
import { licensedEverywhere } from "@eb/api/testing";

const [target, port] = [process.argv[2]!, Number(process.argv[3])];
const handle = await createTestDb("pglite");
await seedIfEmpty(handle.db, new Date());
const [b] = await handle.db
  .insert(bookmakers)
  .values({
    name: "Local Test Book",
    rating: 4.9,
    bonus: "100% up to €50",
    redirectSlug: "local-test-book",
    isFeatured: true,
    displayOrder: 0,
    keyFeatures: [{ title: "Fast payouts" }],
  })
  .returning({ id: bookmakers.id });
await handle.db.insert(bookmakerRedirects).values({ bookmakerId: b!.id, slug: "local-test-book", targetUrl: target });
// Offered everywhere (without a licence it is offered nowhere, issue 36).
await licensedEverywhere(handle.db, b!.id);

const base = `http://127.0.0.1:${port}`;
const geo = { GEO_COUNTRY_HEADER: "CF-IPCountry", GEO_REGION_HEADER: "CF-Region-Code", TRUST_PROXY: "127.0.0.1" };
const app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", SITE_URL: base, SYNC_JOBS: "false", ...geo }), handle });
app.get("/__test/clicks", async () => {
  await app.flushRedirectHits();
  const rows = await handle.db.select().from(bookmakerRedirects);
  const hits = await handle.pglite!.query<{ slug: string; kind: string; page: string | null; placement: string | null; country: string | null }>(
    "select slug, kind, page, placement, country from redirect_hits order by id",
  );
  return { redirects: rows.map((r) => ({ slug: r.slug, clickCount: r.clickCount })), hits: hits.rows };
});
await app.listen({ port, host: "127.0.0.1" });
process.stdout.write("ready\n");
const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());
