import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import type { GameFilter, PublicLiveMatch } from "@eb/api/shared";
import { useTRPC } from "../lib/trpc";
import { liveNowQuery } from "../lib/live/live-now-query";
import followLiveNow from "../lib/live/follow-live-now";
import { MatchCard } from "./match-card";

/**
 * Always one line, "Between maps" too: a map starting or ending never moves the page. Under the
 * card, not in it: the card is on the home page, whose first load has no byte to spare.
 */
const mapNote = (m: PublicLiveMatch) => <p className="mt-2 text-center text-xs text-slate-400">{m.currentMap ? `Map ${m.currentMap}` : "Between maps"}</p>;

/**
 * "Live now": the running matches as the page was rendered (all a page without JavaScript shows),
 * then, after hydration, kept current by one live stream (follow-live-now.ts): scores and maps
 * change in place, a finished match moves to "Just finished". Not shown while nothing runs. Screen
 * readers hear score changes and ends, politely. Only on lazily loaded pages: the home page's first
 * load has no room for it (100 KB budget).
 */
export default function LiveNow({ game }: { game: GameFilter }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = liveNowQuery(trpc, game);
  const { data } = useQuery(options);
  const [ended, setEnded] = useState<PublicLiveMatch[]>([]);
  const [said, setSaid] = useState("");
  const after = data?.liveEventId;
  const loaded = after !== undefined;
  useEffect(() => {
    if (!loaded || typeof EventSource === "undefined") return;
    return followLiveNow(queryClient, options.queryKey, game, after, {
      ended: (match) => setEnded((list) => [match, ...list.filter((x) => x.id !== match.id)]),
      announce: setSaid,
    });
    // Once per block and filter: the stream resumes by itself (Last-Event-ID), and a new read of the list must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game, loaded, queryClient]);
  const live = data?.matches ?? [];
  if (live.length === 0 && ended.length === 0) return null;
  return (
    <section aria-labelledby="live-now-heading" data-live-now className="mb-8">
      <h2 id="live-now-heading" className="mb-4 text-2xl font-bold">
        Live now
      </h2>
      <p role="status" aria-live="polite" className="sr-only">
        {said}
      </p>
      {live.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-live-list>
          {live.map((m) => (
            <li key={m.id}>
              <MatchCard match={m} showBetButton={false} />
              {mapNote(m)}
            </li>
          ))}
        </ul>
      )}
      {ended.length > 0 && (
        <div className="mt-6" data-just-finished>
          <h3 className="mb-3 flex items-baseline justify-between text-lg font-semibold">
            Just finished
            <Link href="/results" className="text-sm font-medium text-emerald-400 hover:text-emerald-300">
              All results →
            </Link>
          </h3>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {ended.map((m) => (
              <li key={m.id}>
                <MatchCard match={m} showBetButton={false} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
