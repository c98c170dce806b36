import type { InvalidOddsEvent, RequestGate } from "../types";
import type { OddsApiIoClient } from "./client";
import type { OddsApiIoListedEvent } from "./parse-events";
import type { OddsApiIoQuota } from "./quota";

export type OddsApiIoEventList = {
  events: OddsApiIoListedEvent[];
  invalid: InvalidOddsEvent[];
  /** The last page's quota headers (the most recent count of requests left). */
  quota: OddsApiIoQuota | null;
  pages: number;
  /** True when the last page read was full and the page cap stopped the walk: the list may go on. */
  truncated: boolean;
};

export type EventPaging = { pageSize: number; maxPages: number };

/**
 * One request lists 500 events (more than the esports events a feed prices at once); ten pages are
 * the most one poll reads, so a runaway list costs at most ten requests.
 */
export const DEFAULT_EVENT_PAGING: EventPaging = { pageSize: 500, maxPages: 10 };

/**
 * The esports events, page by page as the documentation pages them: `limit` events from `skip`
 * (odds-api-mcp-server src/index.ts, `get_events`: "Maximum number of events to return", "Number of
 * events to skip for pagination"). A page shorter than `limit` is the last. Neither a default nor
 * a largest `limit` is documented, so the page size is always sent; were the feed to cap a page
 * below it unannounced, the walk would stop after that page (see docs/data-notes.md). An event
 * listed twice (the list moved between two pages) is kept once; a malformed one is reported by
 * each page it is on.
 */
export async function listEsportsEvents(
  client: OddsApiIoClient,
  call: { gate: RequestGate; signal?: AbortSignal },
  paging: EventPaging = DEFAULT_EVENT_PAGING,
): Promise<OddsApiIoEventList> {
  const list: OddsApiIoEventList = { events: [], invalid: [], quota: null, pages: 0, truncated: false };
  const seen = new Set<string>();
  for (let skip = 0; list.pages < paging.maxPages; skip += paging.pageSize) {
    const page = await client.getEvents({ ...call, limit: paging.pageSize, skip });
    list.pages++;
    list.quota = page.quota ?? list.quota;
    for (const event of page.events) {
      if (seen.has(event.fixture.feedEventId)) continue;
      seen.add(event.fixture.feedEventId);
      list.events.push(event);
    }
    for (const invalid of page.invalid) list.invalid.push({ ...invalid, index: invalid.index + skip });
    if (page.events.length + page.invalid.length < paging.pageSize) return list;
  }
  list.truncated = true;
  return list;
}
