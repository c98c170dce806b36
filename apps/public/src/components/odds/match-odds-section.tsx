import { useId } from "react";
import { Link } from "wouter";
import type { MatchMarkets, MatchOdds } from "@eb/api/shared";
import { Badge } from "@eb/ui/badge";
import type { EntityRef } from "../../lib/match-route";
import { useOddsFormat } from "../../lib/preferences/use-odds-format";
import { FRACTIONAL_RULE, OddsFormatToggle } from "./odds-format-toggle";
import { DemoPricesBadge, DemoPricesNote } from "./demo-prices";
import { OddsMovement } from "./odds-movement";
import { OddsTable } from "./odds-table";
import { MarketNotes } from "./market-notes";
import { MarketTabs } from "./market-tabs";
import { marketsFacts, pricedTabs, winnerFacts } from "../../lib/odds/market-figures";
import { UpdatedAgo } from "./updated-ago";
import { oddsFeedName } from "../../lib/odds/source-names";
import { OddsCheckNote } from "./odds-check-note";
import { OddsPhaseLine } from "./odds-phase-line";

/**
 * A match page's odds (issue 25): the market tabs when the page has every market (`markets`), else
 * the match-winner table; the format toggle (for every market), when and where the prices come from
 * and how to read them (live, closing), the responsible-gambling line, and the movement chart. Only
 * real prices or labelled demo prices show: with neither (null) the page has no odds section at all.
 */
export function MatchOddsSection({
  odds,
  markets = null,
  match,
  teams,
  settled = false,
}: {
  odds: MatchOdds | null;
  markets?: MatchMarkets | null;
  match: EntityRef;
  teams: { a: string; b: string };
  /** The match is over: its prices' phase no longer changes while the page is open. */
  settled?: boolean;
}) {
  const format = useOddsFormat();
  const formatNoteId = useId();
  const priced = markets && pricedTabs(markets).length > 0 ? markets : null;
  const facts = priced ? marketsFacts(priced) : odds && winnerFacts(odds);
  if (!facts) return null;
  const demo = facts.source === "demo";
  const feed = oddsFeedName(facts.source);
  const favoured = priced?.closingFavourite ? (priced.closingFavourite === "teamA" ? teams.a : teams.b) : null;
  return (
    <section className="mt-10" aria-labelledby="odds" data-odds-section>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="odds" className="text-2xl font-bold">
            {priced ? "Odds" : "Match Winner Odds"}
          </h2>
          {demo && <DemoPricesBadge />}
          {facts.phase === "live" && (
            <Badge variant="destructive" data-odds-phase="live">
              Live odds
            </Badge>
          )}
          {facts.phase === "closing" && (
            <Badge variant="secondary" data-odds-phase="closing">
              Closing odds
            </Badge>
          )}
        </div>
        <OddsFormatToggle format={format} describedBy={formatNoteId} />
      </div>
      {demo && <DemoPricesNote className="mb-2" />}
      <OddsPhaseLine phase={facts.phase} settled={settled} />
      <p className="mb-3 text-sm text-slate-400">
        {favoured && <span data-closing-favourite>The closing odds favoured {favoured}. </span>}
        {feed && <span data-odds-source>Prices from {feed}. </span>}
        Updated <UpdatedAgo at={facts.updatedAt} />
      </p>
      {priced ? <MarketTabs markets={priced} teams={teams} format={format} /> : odds && <OddsTable odds={odds} teams={teams} format={format} />}
      <div className="mt-3 space-y-1 text-xs text-slate-400">
        <p>
          Under each price, the chance it implies; the best price for each outcome is marked Best. Margin: what the bookmaker keeps on this market (lower is
          better for you).
          {facts.anyStale && " Stale: not updated in the last hour, shown dimmed and never marked Best."}
          {priced && <MarketNotes markets={priced} />}
        </p>
        <p id={formatNoteId}>{FRACTIONAL_RULE}</p>
        <p>
          The largest price falls of every upcoming match:{" "}
          <Link href="/dropping-odds" className="text-emerald-400 underline hover:text-emerald-300">
            dropping odds
          </Link>
          .
        </p>
        <OddsCheckNote />
      </div>
      <OddsMovement match={match} teams={teams} until={facts.updatedAt} format={format} />
    </section>
  );
}
