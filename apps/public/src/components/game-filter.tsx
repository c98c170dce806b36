import { useLocation, useSearch } from "wouter";
import { GAME_FILTERS, GAME_SHORT_NAMES, type GameFilter } from "@eb/api/shared";
import { cn } from "@eb/ui/cn";
import { withParam } from "../lib/search-params";

/** Game filter buttons (all, cs2, lol, valorant, dota2) bound to the page's ?game= parameter. */
export function GameFilterButtons({ path, value }: { path: string; value: GameFilter }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  return (
    <div role="group" aria-label="Filter by game" className="flex flex-wrap gap-2">
      {GAME_FILTERS.map((g) => (
        <button
          key={g}
          type="button"
          aria-pressed={value === g}
          // Another game is another list: it starts again at its first page.
          onClick={() => navigate(withParam(path, withParam("", search, "page", "all"), "game", g))}
          className={cn(
            "h-9 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400",
            value === g ? "border-emerald-500 bg-emerald-500 text-emerald-950" : "border-slate-700 text-slate-300 hover:bg-slate-800",
          )}
        >
          {g === "all" ? "All Games" : GAME_SHORT_NAMES[g]}
        </button>
      ))}
    </div>
  );
}
