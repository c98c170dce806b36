/** An event as the Real-Time and Recent Events lists show it: its type, where (page or bookmaker), when. */
export type ListedEvent = { id: number; type: string; where: string | null; at: string };

/** A run of events of one type at one place, newest first: one row in the list ("Scroll depth × 4"). */
export type EventGroup = { id: number; type: string; where: string | null; count: number; newest: string; oldest: string };

/**
 * Folds consecutive events of the same type at the same place into one row. A visitor reading a page
 * sends a scroll-depth event per 25%, so the latest events were mostly scroll rows that pushed the
 * page views and clicks out of sight; folded, each visit reads as one line.
 */
export function groupEvents(events: readonly ListedEvent[]): EventGroup[] {
  const groups: EventGroup[] = [];
  for (const e of events) {
    const last = groups.at(-1);
    if (last && last.type === e.type && last.where === e.where) {
      last.count += 1;
      last.oldest = e.at;
    } else {
      groups.push({ id: e.id, type: e.type, where: e.where, count: 1, newest: e.at, oldest: e.at });
    }
  }
  return groups;
}
