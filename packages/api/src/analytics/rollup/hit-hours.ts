import { sql, type SQL } from "@eb/db";
import { utcHour } from "./event-facts";

/**
 * Adds the /go hits matching `where` (alias h) to redirect_hit_hours: one count per UTC hour,
 * bookmaker, slug, kind and placement. With it the raw rows can go after their retention while
 * what they counted stays (see bookmakers/hit-retention.ts).
 */
export function addRedirectHitHours(where: SQL): SQL {
  return sql`
    insert into redirect_hit_hours as t (hour, bookmaker_id, slug, kind, placement, n)
    select ${utcHour(sql`h.created_at`)}, coalesce(r.bookmaker_id, 0), h.slug, h.kind, coalesce(h.placement, ''), count(*)::bigint
    from redirect_hits h left join bookmaker_redirects r on r.id = h.redirect_id
    where ${where}
    group by 1, 2, 3, 4, 5
    on conflict (hour, bookmaker_id, slug, kind, placement) do update set n = t.n + excluded.n`;
}
