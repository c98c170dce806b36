import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { GAME_SHORT_NAMES, matchPath, type GameFilter, type PublicLiveMatch } from "@eb/api/shared";
import { Badge } from "@eb/ui/badge";
import { useTRPC } from "../lib/trpc";
import { queries } from "../routes/queries";
import followLiveNow from "../lib/live/follow-live-now";
import { LiveMarker } from "./live-marker";

/**
 * One match on one line: game, teams, series score, and the map being played ("Between maps" too,
 * so a map starting or ending changes a word, never the line). A long name wraps, never cut (who
 * plays whom is what the line must say), and the LIVE badge keeps its room once the match is over. An ended match says so and keeps
 * its line until the list is read again; the results are a link away.
 */
function LiveRow({ match: m }: { match: PublicLiveMatch }) {
  const running = m.status === "running";
  return (
    <li>
      <Link
        href={matchPath(m.game, m.id, m.teamA?.name, m.teamB?.name)}
        className="flex items-center gap-2 rounded-lg border border-slate-800 bg-slate-900/70 px-3 py-2 text-sm hover:border-emerald-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
      >
        <Badge variant="game">{GAME_SHORT_NAMES[m.game]}</Badge>
        <span className="min-w-0 flex-1 text-right font-semibold [overflow-wrap:anywhere]">{m.teamA?.name ?? "TBD"}</span>
        <span className="shrink-0 font-bold tabular-nums" data-live-score>
          {m.teamAScore ?? 0} : {m.teamBScore ?? 0}
        </span>
        <span className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere]">{m.teamB?.name ?? "TBD"}</span>
        <span className="w-24 shrink-0 text-right text-xs text-slate-400" data-live-map>
          {running ? (m.currentMap ? `Map ${m.currentMap}` : "Between maps") : "Ended"}
        </span>
        {/* Kept, hidden, once the match is over: its room stays, so the names and score stay put. */}
        <LiveMarker className={`shrink-0 rounded px-1.5 text-xs ${running ? "" : "invisible"}`} />
      </Link>
    </li>
  );
}

/**
 * "Live now": the running matches as the page was rendered (all a page without JavaScript shows),
 * then kept current by one live stream (follow-live-now.ts): scores and maps change in place, a
 * finished match says "Ended" on its line, a match that starts joins the block.
 * Not shown while nothing runs. Screen readers hear score changes and ends, politely.
 */
export function LiveNow({ game }: { game: GameFilter }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = queries.live(trpc, game);
  const { data } = useQuery(options);
  const [said, setSaid] = useState("");
  const after = data?.liveEventId;
  const loaded = after !== undefined;
  useEffect(() => {
    if (!loaded || typeof EventSource === "undefined") return;
    return followLiveNow(queryClient, options.queryKey, game, after, setSaid);
    // Once per block and filter: the stream resumes by itself, and a new read of the list must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game, loaded, queryClient]);
  const live = data?.matches ?? [];
  if (live.length === 0) return null;
  return (
    <section aria-labelledby="live-now-heading" data-live-now>
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id="live-now-heading" className="text-2xl font-bold">
          Live now
        </h2>
        <Link href="/results" className="text-sm font-medium text-emerald-400 hover:text-emerald-300">
          Results →
        </Link>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {said}
      </p>
      <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2">
        {live.map((m) => (
          <LiveRow key={m.id} match={m} />
        ))}
      </ul>
    </section>
  );
}
