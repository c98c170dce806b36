import { and, eq, inArray, or, sql, type Db } from "@eb/db";
import { bookmakerRedirects, bookmakerSlugAliases, bookmakers, redirectHits } from "@eb/db/schema";
import { INGEST_BARRIER_KEY } from "../analytics";
import type { DbOrTx } from "../platform";
import { isValidSlug, parseSafeTarget, type HitKind } from "./redirect-rules";

/** A slug's redirect row, its bookmaker (whose licence and per-jurisdiction URLs apply) and its usual target. */
export type ResolvedRedirect = { redirectId: number; bookmakerId: number; target: URL };

/**
 * The stored target of an active, published bookmaker's slug, or null (unknown, inactive,
 * unpublished, or a target that is not an http(s) URL). A slug the bookmaker had before (an
 * alias) resolves to the same redirect row, so its clicks count for that bookmaker.
 */
export async function resolveRedirect(db: Db, slug: string): Promise<ResolvedRedirect | null> {
  if (!isValidSlug(slug)) return null;
  const aliasOwner = db.select({ id: bookmakerSlugAliases.bookmakerId }).from(bookmakerSlugAliases).where(eq(bookmakerSlugAliases.slug, slug));
  const [row] = await db
    .select({ id: bookmakerRedirects.id, bookmakerId: bookmakerRedirects.bookmakerId, targetUrl: bookmakerRedirects.targetUrl })
    .from(bookmakerRedirects)
    .innerJoin(bookmakers, eq(bookmakers.id, bookmakerRedirects.bookmakerId))
    .where(
      and(
        or(eq(bookmakerRedirects.slug, slug), inArray(bookmakerRedirects.bookmakerId, aliasOwner)),
        eq(bookmakers.active, true),
        eq(bookmakers.publishStatus, "published"),
      ),
    )
    .limit(1);
  const target = parseSafeTarget(row?.targetUrl);
  return row && target ? { redirectId: row.id, bookmakerId: row.bookmakerId, target } : null;
}

/**
 * Caches slug lookups for a few seconds so a redirect costs no database round trip. An admin's
 * change (new slug or target, bookmaker switched off, a licence) is seen within `ttlMs`, or at once
 * when the server calls `clear()` on the change's notification.
 */
export class RedirectCache {
  private entries = new Map<string, { value: ResolvedRedirect | null; expires: number }>();
  /** Bumped by clear(): a lookup that started before a clear must not store what it read. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5_000,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  async get(slug: string): Promise<ResolvedRedirect | null> {
    const t = this.now();
    const hit = this.entries.get(slug);
    if (hit && hit.expires > t) return hit.value;
    const generation = this.generation;
    const value = await resolveRedirect(this.db, slug);
    if (generation !== this.generation) return value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(slug, { value, expires: t + this.ttlMs });
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

export type RedirectHit = {
  redirectId: number;
  slug: string;
  kind: HitKind;
  page: string | null;
  placement: string | null;
  /** The match of the odds table the link was in (placement 'odds'); absent elsewhere. */
  matchId?: number | null;
  /** The visitor's ISO 3166-1 country as the server located it (never the address); null when unknown. */
  country?: string | null;
  createdAt: Date;
};

/**
 * Writes a batch of hits and, in the same transaction, adds the batch's clicks to each
 * redirect's click_count, so the count always equals the number of 'click' rows ('refused' ones,
 * clicks that were not sent to the bookmaker, are never added).
 */
export async function recordRedirectHits(db: Db, hits: RedirectHit[]): Promise<void> {
  if (hits.length === 0) return;
  await db.transaction(async (tx) => {
    // Lets the analytics rollup know which hit ids are final (analytics/rollup/barrier.ts).
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${INGEST_BARRIER_KEY.redirects})`);
    await insertRedirectHits(tx, hits);
  });
}

/** recordRedirectHits' two statements, inside a transaction that holds the 'redirects' ingest barrier. */
export async function insertRedirectHits(tx: DbOrTx, hits: RedirectHit[]): Promise<void> {
  if (hits.length === 0) return;
  const clicks = new Map<number, number>();
  for (const h of hits) if (h.kind === "click") clicks.set(h.redirectId, (clicks.get(h.redirectId) ?? 0) + 1);
  // One parameter per column (unnest) instead of one per value: a 1,000-row batch stays cheap to build and send.
  const col = <K extends keyof RedirectHit>(k: K) => sql.param(hits.map((h) => h[k]));
  await tx.execute(sql`
    insert into ${redirectHits} (redirect_id, slug, kind, page, placement, match_id, country, created_at)
    select * from unnest(${col("redirectId")}::int[], ${col("slug")}::text[], ${col("kind")}::text[], ${col("page")}::text[], ${col("placement")}::text[], ${sql.param(hits.map((h) => h.matchId ?? null))}::bigint[], ${sql.param(hits.map((h) => h.country ?? null))}::text[], ${sql.param(hits.map((h) => h.createdAt.toISOString()))}::timestamptz[])`);
  if (clicks.size > 0) {
    await tx.execute(sql`
      update ${bookmakerRedirects} set click_count = ${bookmakerRedirects.clickCount} + c.n
      from unnest(${sql.param([...clicks.keys()])}::int[], ${sql.param([...clicks.values()])}::int[]) as c(id, n)
      where ${bookmakerRedirects.id} = c.id`);
  }
}
