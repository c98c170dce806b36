import { isNotNull, type Db } from "@eb/db";
import { affiliatePrograms } from "@eb/db/schema";

/**
 * Each bookmaker's click id parameter (null: the affiliate URL's {click_id} placeholder, if any),
 * read once for all programmes and kept for a few seconds, so a /go click costs no database round
 * trip. The server clears it on every "bookmakers" content change (programme settings are saved
 * with that notification), as it clears the redirect cache.
 */
export class ClickIdTemplates {
  private params: Map<number, string> | null = null;
  private expires = 0;
  private loading: Promise<Map<number, string>> | null = null;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The map when it is fresh: the hot path reads it without awaiting. */
  cached(bookmakerId: number): string | null | undefined {
    if (!this.params || this.expires <= this.now()) return undefined;
    return this.params.get(bookmakerId) ?? null;
  }

  async paramOf(bookmakerId: number): Promise<string | null> {
    const hit = this.cached(bookmakerId);
    if (hit !== undefined) return hit;
    return (await this.load()).get(bookmakerId) ?? null;
  }

  private load(): Promise<Map<number, string>> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const started = this.now();
    this.loading = (async () => {
      try {
        const rows = await this.db
          .select({ id: affiliatePrograms.bookmakerId, param: affiliatePrograms.clickIdParam })
          .from(affiliatePrograms)
          .where(isNotNull(affiliatePrograms.clickIdParam));
        const map = new Map(rows.map((r) => [r.id, r.param!] as const));
        // A clear() during the read means what was read may be old: use it once, keep it not.
        if (generation === this.generation) {
          this.params = map;
          this.expires = started + this.ttlMs;
        }
        return map;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  clear(): void {
    this.generation += 1;
    this.params = null;
    this.loading = null;
  }
}
