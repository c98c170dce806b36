import { useEffect, useRef, useState } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { MatchDetail } from "@eb/api/shared";
import { applyLiveState, followsIn, followsLive, liveAnnouncement } from "./live-match";
import { openLiveStream, parseLiveState } from "./live-stream";

/** The match page's price queries (their keys' first part): the odds table, every market's, the movement chart's. */
const PRICE_QUERIES = ["odds.match", "odds.markets", "odds.history"] as const;

/**
 * Keeps a match page's score, maps and status current while the match is played: one live stream
 * (server-sent events) per page, resumed after the id the page was read with, so nothing between
 * the render and the stream is lost; it reconnects with the last id it got (live-stream.ts).
 * Each state updates the page's cached match in place; a price change makes its prices be read
 * again. Returns what to announce to screen readers
 * (score changes and the end, not every change). It follows a running match, and an upcoming one
 * from shortly before its start (followsLive); the stream closes when the match is over or the page
 * goes away. Without JavaScript the page shows the state it was rendered with.
 */
export function useLiveMatch(detail: MatchDetail, queryKey: QueryKey, names: { a: string; b: string }): string {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState("");
  const id = detail.match.id;
  const { status, beginAt } = detail.match;
  const open = status === "running" || status === "not_started";
  const after = detail.liveEventId;
  // Read by the stream's handlers when an event comes: the latest, without reopening the stream.
  const page = useRef({ queryKey, names });
  useEffect(() => {
    page.current = { queryKey, names };
  });
  // Bumped by a timer when an upcoming match's moment to be followed comes.
  const [wakeups, setWakeups] = useState(0);
  useEffect(() => {
    const now = Date.now();
    if (!followsLive(status, beginAt, now)) {
      const wait = followsIn(status, beginAt, now);
      if (wait === null) return;
      const timer = setTimeout(() => setWakeups((n) => n + 1), wait);
      return () => clearTimeout(timer);
    }
    if (typeof EventSource === "undefined") return;
    const stream = openLiveStream(`/api/live/match/${id}`, after, {
      state: (event) => {
        const state = parseLiveState(event.data);
        const { queryKey: key, names: sides } = page.current;
        const before = queryClient.getQueryData<MatchDetail | null>(key);
        if (!state || !before) return;
        const next = applyLiveState(before, state);
        queryClient.setQueryData(key, next);
        const said = liveAnnouncement(before, next, sides);
        if (said) setAnnouncement(said);
        if (next.match.status !== "running" && next.match.status !== "not_started") stream.close();
      },
      // A feed moved this match's prices (in play, or before it): the odds section reads them again,
      // in place; a moved price is marked for a few seconds (OddsPrice).
      prices: () => {
        for (const key of PRICE_QUERIES) void queryClient.invalidateQueries({ queryKey: [key] });
      },
      // The log no longer reaches back to the page's read: read the match again.
      reset: () => void queryClient.invalidateQueries({ queryKey: page.current.queryKey }),
    });
    return () => stream.close();
    // Not `after` nor `status` itself: the stream resumes by itself (Last-Event-ID), and the match
    // starting (a state it carried) or a new read of the match must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, open, beginAt, wakeups, queryClient]);
  return announcement;
}
