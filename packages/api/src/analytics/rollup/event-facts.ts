import { sql, type SQL } from "@eb/db";

/** A page key: the path only (no query or fragment, no trailing slash), at most 200 characters. */
export const PAGE_KEY_MAX = 200;

// Paths are the rule; only an absolute URL pays for the regular expression.
const pagePath = sql`left(coalesce(nullif(rtrim(split_part(split_part(
    case when left(e.page_url, 1) = '/' then e.page_url when e.page_url ~* '^https?://' then regexp_replace(e.page_url, '^https?://[^/]*', '') else e.page_url end,
  '#', 1), '?', 1), '/'), ''), '/'), ${sql.raw(String(PAGE_KEY_MAX))})`;

/** UTC hour and day of a timestamp: date_bin works in absolute time, whatever the session's time zone. */
export const utcHour = (ts: SQL) => sql`date_bin('1 hour', ${ts}, timestamptz '2000-01-01 00:00:00+00')`;
export const utcDay = (ts: SQL) => sql`date_bin('1 day', ${ts}, timestamptz '2000-01-01 00:00:00+00')`;

const clickSlug = sql`substring(e.event_data->>'href' from '^/go/([^/?#]+)')`;

/**
 * One row per analytics event, reduced to what the rollups count: its UTC hour and day, type,
 * session, page key, the bookmaker a click went to (by its /go slug or a former slug, else by its
 * name; 0 when none matches, so stray names sent by anyone never add rows), device class (set at
 * ingest) and browser class (the stored "Chrome 131" without its version), the scroll step, and
 * the country the server placed the sender in ('' when unknown).
 * The rollup job and the dashboard's raw tail both read events through this, so they agree.
 */
export function eventFactsSql(where: SQL): SQL {
  return sql`
    select e.id, e.created_at, ${utcHour(sql`e.created_at`)} as hour, ${utcDay(sql`e.created_at`)} as day,
      e.event_type, e.session_id, ${pagePath} as page,
      -- CASE keeps the lookups to clicks; the slug (current or former) decides before the name.
      case when e.event_type = 'bookmaker_click' then coalesce(
        (select r.bookmaker_id from bookmaker_redirects r where r.slug = ${clickSlug}),
        (select a.bookmaker_id from bookmaker_slug_aliases a where a.slug = ${clickSlug}),
        (select min(b.id) from bookmakers b where b.name = e.event_data->>'bookmaker'),
        0) end as bookmaker_id,
      case e.event_data->>'device' when 'desktop' then 'desktop' when 'mobile' then 'mobile' when 'tablet' then 'tablet' else 'unknown' end as device,
      coalesce(nullif(rtrim(e.user_agent, '0123456789 '), ''), 'Unknown') as browser,
      case when e.event_type = 'scroll_depth' then e.event_data->>'percent' end as percent,
      coalesce(e.country, '') as country
    from analytics_events e
    where ${where}`;
}

/**
 * The same for /go hits: clicks and refused clicks (a browser's click on a bookmaker not licensed
 * where the visitor is), not HEAD requests or bots; by bookmaker, kind and country ('' when unknown).
 */
export function redirectFactsSql(where: SQL): SQL {
  return sql`
    select h.id, ${utcHour(sql`h.created_at`)} as hour, ${utcDay(sql`h.created_at`)} as day, coalesce(r.bookmaker_id, 0) as bookmaker_id,
      h.kind, coalesce(h.country, '') as country
    from redirect_hits h left join bookmaker_redirects r on r.id = h.redirect_id
    where h.kind in ('click', 'refused') and ${where}`;
}
