import type { DbHandle } from "@eb/db/client";

type Pool = NonNullable<DbHandle["pool"]>;

export type GeneratedEvents = { events: number; days: number; end: Date; chunk?: number };

const PAGES = [
  "/",
  "/bonuses",
  "/matches/upcoming",
  "/results",
  "/streams",
  "/tournaments",
  "/games/cs2",
  "/games/lol",
  "/games/valorant",
  "/games/dota2",
  "/about",
  "/responsible-gambling",
  "/privacy-policy",
  "/terms-conditions",
  ...Array.from({ length: 46 }, (_, i) => `/tournament/${["cs2", "lol", "valorant", "dota2"][i % 4]}/${1000 + i}/event-${i}`),
];

/**
 * Fills analytics_events inside PostgreSQL (generate_series, no HTTP): sessions of 1 to 9 events
 * spread over `days` up to `end`, with a daily rhythm (more traffic in the evening, UTC), a mix of
 * page views, scroll steps, game visits and bookmaker clicks (by /go slug of the bookmakers in the
 * database, 1 in 10 naming no known bookmaker), and device and browser classes as ingest stores them.
 * Written in chunks so one statement never holds millions of rows in memory.
 */
export async function generateAnalyticsEvents(pool: Pool, opts: GeneratedEvents): Promise<void> {
  const chunk = opts.chunk ?? 1_000_000;
  const spanSeconds = opts.days * 86_400;
  const start = new Date(opts.end.getTime() - spanSeconds * 1000).toISOString();
  for (let lo = 0; lo < opts.events; lo += chunk) {
    const hi = Math.min(opts.events, lo + chunk) - 1;
    await pool.query(
      `
      with slugs as (select coalesce(array_agg(slug order by slug), array['unknown']) as s, coalesce(array_agg(b.name order by slug), array['Unknown']) as n
                     from bookmaker_redirects r join bookmakers b on b.id = r.bookmaker_id),
      ev as (
        select i, i / 5 as session, random() as r, random() as r2, random() as r3,
          -- Sessions start in order across the span; the sine adds the daily rhythm within each day.
          ($1::timestamptz + ((i / 5)::float8 / ($4::float8 / 5)) * ($5 || ' seconds')::interval
             + (sin(((i / 5) % 97) / 97.0 * 2 * pi()) * 3600) * interval '1 second'
             + (i % 5) * (((i / 5) % 13) * 9) * interval '1 second') as at
        from generate_series($2::bigint, $3::bigint) as g(i)
      )
      insert into analytics_events (event_type, event_data, session_id, page_url, referrer, user_agent, ip_address, user_id, created_at)
      select kind,
        case kind
          when 'bookmaker_click' then jsonb_build_object('bookmaker', case when r2 < 0.1 then 'Some Site ' || (i % 50) else n[1 + (i % array_length(n, 1))] end,
                                                         'href', '/go/' || s[1 + (i % array_length(s, 1))], 'device', device)
          when 'scroll_depth' then jsonb_build_object('percent', (1 + (i % 4)) * 25, 'page', page, 'device', device)
          when 'game_page_visit' then jsonb_build_object('game', 'cs2', 'page', page, 'device', device)
          else jsonb_build_object('page', page, 'device', device)
        end,
        's' || lpad(session::text, 12, '0'), page, null, browser, null, null, least(at, $6::timestamptz)
      from (
        select ev.*, slugs.s, slugs.n,
          case when r < 0.55 then 'page_view' when r < 0.83 then 'scroll_depth' when r < 0.93 then 'bookmaker_click' when r < 0.99 then 'game_page_visit' else 'custom_event' end as kind,
          $7::text[] as pages,
          (array['mobile', 'mobile', 'desktop', 'desktop', 'tablet'])[1 + (session % 5)] as device,
          (array['Chrome 131', 'Safari 17', 'Chrome 130', 'Firefox 133', 'Edge 131', 'Samsung Internet 25'])[1 + (session % 6)] as browser
        from ev, slugs
      ) x cross join lateral (select x.pages[1 + floor(power(x.r3, 2) * array_length(x.pages, 1))::int] as page) p`,
      [start, lo, hi, opts.events, spanSeconds, opts.end.toISOString(), PAGES],
    );
  }
}
