import { queryRows, sql, type Db } from "@eb/db";
import { csvLine } from "./csv";

/** Rows fetched per query: the file streams out page by page, never whole in memory. */
export const EXPORT_PAGE_ROWS = 5_000;

/** `country`: the ISO 3166-1 country the server placed the sender in (empty when unknown), never an address. */
export const EXPORT_COLUMNS = [
  "id",
  "created_at",
  "event_type",
  "page_url",
  "referrer",
  "session_id",
  "user_agent",
  "country",
  "bookmaker",
  "event_data",
] as const;

type Row = {
  id: unknown;
  created_at: string | Date;
  event_type: string;
  page_url: string | null;
  referrer: string | null;
  session_id: string | null;
  user_agent: string | null;
  country: string | null;
  bookmaker: string | null;
  event_data: unknown;
};

/**
 * Where the range's events can be, as id spans on the primary key: the rolled-up ones within the
 * range's hours (analytics_event_hours) and those past the watermark. Read once, at the start, so
 * events arriving during a long download do not make it longer.
 */
async function idSpans(db: Db, from: Date, to: Date): Promise<{ lo: number; hi: number }[]> {
  const [row] = await queryRows<{ lo: unknown; hi: unknown; watermark: unknown; max: unknown }>(
    db,
    "analytics.export-bounds",
    sql`
      select (select min(min_id) from analytics_event_hours where hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz) as lo,
             (select max(max_id) from analytics_event_hours where hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz) as hi,
             coalesce((select watermark from analytics_rollup_state where stream = 'events'), 0) as watermark,
             (select max(id) from analytics_events) as max`,
  );
  const spans: { lo: number; hi: number }[] = [];
  if (row?.lo !== null && row?.lo !== undefined) spans.push({ lo: Number(row.lo), hi: Number(row.hi) });
  if (row?.max !== null && Number(row?.max) > Number(row?.watermark)) spans.push({ lo: Number(row!.watermark) + 1, hi: Number(row!.max) });
  return spans;
}

/** The CSV of the analytics events created in [from, to), header first, in id order, page by page. */
export async function* exportEventsCsv(db: Db, from: Date, to: Date, pageRows = EXPORT_PAGE_ROWS): AsyncGenerator<string> {
  yield csvLine(EXPORT_COLUMNS);
  for (const span of await idSpans(db, from, to)) {
    let after = span.lo - 1;
    for (;;) {
      const rows = await queryRows<Row>(
        db,
        "analytics.export-page",
        sql`
          select id, created_at, event_type, page_url, referrer, session_id, user_agent, country, event_data->>'bookmaker' as bookmaker, event_data
          from analytics_events
          where id > ${after} and id <= ${span.hi}
            and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
          order by id limit ${pageRows}`,
      );
      if (rows.length === 0) break;
      let chunk = "";
      for (const r of rows) {
        const data = typeof r.event_data === "string" ? JSON.parse(r.event_data) : r.event_data;
        chunk += csvLine([
          Number(r.id),
          new Date(r.created_at),
          r.event_type,
          r.page_url,
          r.referrer,
          r.session_id,
          r.user_agent,
          r.country,
          r.bookmaker,
          data,
        ]);
      }
      yield chunk;
      after = Number(rows[rows.length - 1]!.id);
      if (rows.length < pageRows) break;
    }
  }
}
