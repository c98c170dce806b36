import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { DROPPING_ODDS_LIMIT, DROPPING_ODDS_WINDOW_HOURS, GAME_FULL_NAMES, type DroppingOdds, type GameFilter } from "@eb/api/shared";
import { useTRPC } from "../lib/trpc";
import { PageHead } from "../lib/head";
import { gameFromSearch, withParam } from "../lib/search-params";
import { GameFilterButtons } from "../components/game-filter";
import { EmptyState, ErrorState, LoadingState } from "../components/list-states";
import { DroppingOddsList } from "../components/odds/dropping-odds-list";
import { DemoPricesBadge, DemoPricesNote } from "../components/odds/demo-prices";
import { FRACTIONAL_RULE, OddsFormatToggle } from "../components/odds/odds-format-toggle";
import { useOddsFormat } from "../lib/preferences/use-odds-format";
import { oddsFeedName } from "../lib/odds/source-names";
import { OddsCheckNote } from "../components/odds/odds-check-note";
import { pageQueries } from "./page-queries";

const DROPPING_ODDS_PATH = "/dropping-odds";

/** Nothing to list: no price at all (a site without an odds feed) is said apart from prices that did not fall. */
function NoDrops({ data, game }: { data: DroppingOdds; game: GameFilter }) {
  const where = game === "all" ? "" : ` for ${GAME_FULL_NAMES[game]}`;
  if (!data.anyPrices)
    return (
      <EmptyState title="No odds to compare yet" description="This site has no bookmakers' prices at the moment, so there are no price movements to show." />
    );
  return (
    <EmptyState
      title={`No price has fallen in the last ${DROPPING_ODDS_WINDOW_HOURS} hours${where}`}
      description="Prices of upcoming matches that fell will be listed here."
    />
  );
}

export default function DroppingOddsPage() {
  const trpc = useTRPC();
  const search = useSearch();
  const game = gameFromSearch(search);
  const { data, isPending, isError } = useQuery(pageQueries.droppingOdds(trpc, game));
  const format = useOddsFormat();
  const formatNoteId = useId();
  const demo = data?.source === "demo";
  const feed = data?.source ? oddsFeedName(data.source) : null;
  const rows = data?.rows ?? [];
  return (
    <section>
      <PageHead
        title="Dropping Odds"
        description={`The largest falls in CS2, League of Legends, Valorant and Dota 2 pre-match prices over the last ${DROPPING_ODDS_WINDOW_HOURS} hours, across the bookmakers we compare.`}
        keywords="dropping odds, esports odds movement, cs2 odds, lol odds, valorant odds, dota 2 odds"
        canonicalPath={withParam(DROPPING_ODDS_PATH, "", "game", game)}
      />
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h1 className="text-3xl font-bold">Dropping Odds</h1>
        {demo && <DemoPricesBadge />}
      </div>
      <p className="mb-4 text-slate-400">
        The {DROPPING_ODDS_LIMIT} largest falls of pre-match prices in the last {DROPPING_ODDS_WINDOW_HOURS} hours: each price now against the same
        bookmaker&apos;s price {DROPPING_ODDS_WINDOW_HOURS} hours ago (or its first price since), for matches that have not started. A price that falls usually
        means the bookmaker now rates that outcome as more likely. See every market on a match&apos;s page, or the{" "}
        <Link href="/matches/upcoming" className="text-emerald-400 underline hover:text-emerald-300">
          upcoming matches
        </Link>
        .
      </p>
      {demo && <DemoPricesNote className="mb-4" />}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <GameFilterButtons path={DROPPING_ODDS_PATH} value={game} />
        <OddsFormatToggle format={format} describedBy={formatNoteId} />
      </div>
      {isPending ? (
        <LoadingState>Loading price movements...</LoadingState>
      ) : isError ? (
        <ErrorState title="Failed to load price movements" description="Please try again later" />
      ) : rows.length === 0 ? (
        <NoDrops data={data} game={game} />
      ) : (
        <>
          <DroppingOddsList rows={rows} format={format} tagDemo={demo && rows.some((r) => r.source !== "demo")} />
          {feed && <p className="mt-3 text-xs text-slate-400">Prices from {feed}.</p>}
        </>
      )}
      <div className="mt-4 space-y-1 text-xs text-slate-400">
        <p id={formatNoteId}>{FRACTIONAL_RULE}</p>
        <OddsCheckNote />
      </div>
    </section>
  );
}
