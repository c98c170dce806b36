import { Link } from "wouter";
import { formatOddsPrice, type MatchMarkets } from "@eb/api/shared";
import { Button } from "@eb/ui/button";
import { favouriteBestPrice } from "../../lib/odds/market-figures";
import { oddsLinkHref } from "../../lib/odds/odds-figures";
import { useOddsFormat } from "../../lib/preferences/use-odds-format";

/** The page's general call to action: the bonuses page. */
function BonusesLink() {
  return (
    <Button asChild variant="outline">
      <Link href="/bonuses">Bet on Esports</Link>
    </Button>
  );
}

/**
 * A match page's main call to action: "Best price: {team} {price} at {bookmaker}" for the favourite,
 * in the visitor's odds format, through /go with the odds placement (counted as the table's links
 * are), with the bonuses link before it. Without such a price (no markets, or no licensed book with
 * a link prices the favourite) only the bonuses link shows, as before.
 */
export function BestPriceCta({ markets, matchId, teams }: { markets: MatchMarkets | null; matchId: number; teams: { a: string; b: string } }) {
  const format = useOddsFormat();
  const favourite = markets && favouriteBestPrice(markets);
  if (!favourite) return <BonusesLink />;
  const team = favourite.side === "teamA" ? teams.a : teams.b;
  // The bonuses link first: the price's text changes as prices move on an open page, and what
  // follows it in the row would move with it.
  return (
    <>
      <BonusesLink />
      {/* The kit's button keeps its text on one line at a fixed height; this one wraps a long team or
          bookmaker name, so at 360 px it never widens the page. Its look is the primary button's. */}
      <a
        href={oddsLinkHref(favourite.redirectSlug, matchId)}
        target="_blank"
        rel="sponsored nofollow noopener"
        data-bookmaker={favourite.bookmakerName}
        data-placement="odds"
        data-best-price-cta
        className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground transition-colors [overflow-wrap:anywhere] hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-slate-950"
      >
        {/* One text node, not one per part: a part that grows would move the parts after it. */}
        <span>{`Best price: ${team} ${formatOddsPrice(favourite.price, format)} at ${favourite.bookmakerName}`}</span>
        {favourite.demo && (
          // Drawn first (read after the price): the price's text changes as prices move, and the tag must not move with it.
          <span data-demo-tag className="order-first rounded border border-current px-1 text-[10px] uppercase">
            demo<span className="sr-only"> price, invented for the demo</span>
          </span>
        )}
      </a>
    </>
  );
}
