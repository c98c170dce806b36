import { queryRows, sql, type Db } from "@eb/db";
import { bookmakers } from "@eb/db/schema";

/**
 * Makes every priced match's odds table `rows` long for the benchmarks' visitor, whose place is the
 * demo's (DEMO_VISITOR_PLACE, a country such as "GB"; null: unknown): bookmakers added after the
 * demo ones that visitor sees (mapped to made-up feed keys, published, licensed everywhere, with a
 * redirect slug each), each given the first demo bookmaker's prices a cent or more higher, and the
 * history with them. For the benchmarks of a page with a full odds table; never part of the demo.
 */
export async function fillOddsTables(db: Db, rows: number, place: string | null): Promise<void> {
  const [shown] = await queryRows<{ n: number | string }>(
    db,
    "bench.mapped-bookmakers",
    // Shown to the visitor: licensed in their country (jurisdictions' isLicensed for a country code),
    // or everywhere with no exception when their place is unknown. A new bookmaker is licensed nowhere.
    sql`select count(*) as n from bookmakers b
        where exists (select 1 from bookmaker_feed_keys k where k.bookmaker_id = b.id) and active and publish_status = 'published'
          and exists (select 1 from odds_prices p where p.bookmaker_id = b.id)
          and exists (select 1 from bookmaker_licences l where l.bookmaker_id = b.id and (
            ${place}::text is null and l.mode = 'everywhere_except' and cardinality(l.jurisdictions) = 0
            or l.mode = 'only_in' and ${place}::text = any(l.jurisdictions)
            or l.mode = 'everywhere_except' and not exists (select 1 from unnest(l.jurisdictions) j where j = ${place}::text or j like ${place}::text || '-%')))`,
  );
  const n = Number(shown?.n ?? 0);
  for (let i = n; i < rows; i++) {
    const [book] = await db
      .insert(bookmakers)
      .values({ name: `Bench Book ${i + 1}`, redirectSlug: `bench-book-${i + 1}`, displayOrder: 100 + i })
      .returning({ id: bookmakers.id });
    const cents = (i + 1) / 100;
    await db.execute(sql`insert into bookmaker_licences (bookmaker_id, mode, jurisdictions) values (${book!.id}, 'everywhere_except', '{}')`);
    await db.execute(
      sql`insert into bookmaker_redirects (bookmaker_id, slug, target_url) values (${book!.id}, ${`bench-book-${i + 1}`}, 'https://bench.example/')`,
    );
    // Mapped on every feed whose prices it copies: a feed's prices show only for a bookmaker mapped on it.
    await db.execute(sql`
      insert into bookmaker_feed_keys (bookmaker_id, source, key)
      select distinct ${book!.id}::int, source, ${`bench_book_${i + 1}`} from odds_prices where bookmaker_id = 1`);
    await db.execute(sql`
      insert into odds_prices (match_id, bookmaker_id, source, market, selection, price, status, changed_at, seen_at, provider_updated_at, in_play)
      select match_id, ${book!.id}, source, market, selection, price + ${cents}, status, changed_at, seen_at, provider_updated_at, in_play from odds_prices where bookmaker_id = 1`);
    await db.execute(sql`
      insert into odds_price_history (match_id, bookmaker_id, source, market, selection, "window", price, status, recorded_at, in_play)
      select match_id, ${book!.id}, source, market, selection, "window", price + ${cents}, status, recorded_at, in_play from odds_price_history where bookmaker_id = 1`);
  }
}
