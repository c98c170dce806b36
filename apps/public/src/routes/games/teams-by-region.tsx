import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import type { Game } from "@eb/api/shared";
import { useTRPC } from "../../lib/trpc";
import { Button } from "@eb/ui/button";
import { LoadingState, EmptyState, ErrorState } from "../../components/list-states";
import { queries } from "../queries";

/** A guide's 'Top Teams by Region': the game's team lists as saved on the admin's Teams tab; a synced team's name links to its page. */
export function TeamsByRegion({ game }: { game: Game }) {
  const trpc = useTRPC();
  const regions = useQuery(queries.teamRegions(trpc, game));
  // A small notice rather than a second page-level error panel: the tournaments above fail the same way and say why.
  if (regions.isError || (regions.isPending && regions.fetchStatus === "paused")) {
    return (
      <ErrorState title="Team lists could not be loaded" description="The teams by region are unavailable right now.">
        <Button variant="outline" onClick={() => void regions.refetch()}>
          Try Again
        </Button>
      </ErrorState>
    );
  }
  if (regions.isPending) return <LoadingState>Loading teams...</LoadingState>;
  if (regions.data.length === 0)
    return <EmptyState title="No teams listed yet" description="The team lists for this game are being updated. Check back soon." />;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {regions.data.map((r) => (
        <div key={r.name} className="rounded-xl border border-slate-800 bg-slate-900/70 p-5">
          <h3 className="font-bold">{r.name}</h3>
          <ul className="mt-2 space-y-1 text-slate-300">
            {r.teams.map((t) => (
              <li key={t.name}>
                {t.path ? (
                  <Link
                    href={t.path}
                    className="rounded hover:text-emerald-300 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
                  >
                    {t.name}
                  </Link>
                ) : (
                  t.name
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
