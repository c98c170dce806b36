import { isPriceable, type QuoteStatus } from "../model/quotes";

/** What choosing a bookmaker's feed needs of a quote. */
type FeedQuote<S> = { source: S; seenAt: Date; status: QuoteStatus; price: number | null };

/**
 * The quotes of the one feed shown for a bookmaker on one market, when several feeds price it: the
 * feed seen last among those with an open price, else (every feed suspended or off) the one seen last.
 * `quotes` are one bookmaker's quotes of one market, from any feed; the result keeps the input's order.
 */
export function shownFeedQuotes<S, Q extends FeedQuote<S>>(quotes: readonly Q[]): Q[] {
  const feeds = new Map<S, Q[]>();
  for (const quote of quotes) {
    const list = feeds.get(quote.source);
    if (list) list.push(quote);
    else feeds.set(quote.source, [quote]);
  }
  if (feeds.size <= 1) return [...quotes];
  const lastSeen = (list: Q[]) => Math.max(...list.map((q) => q.seenAt.getTime()));
  const candidates = [...feeds.values()];
  const withOpen = candidates.filter((list) => list.some(isPriceable));
  return (withOpen.length > 0 ? withOpen : candidates).reduce((a, b) => (lastSeen(b) > lastSeen(a) ? b : a));
}
