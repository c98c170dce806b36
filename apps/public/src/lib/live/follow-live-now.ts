import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { GameFilter, PublicLiveMatch, PublicLiveMatchList } from "@eb/api/shared";
import { parseLiveState } from "./live-match";
import { applyToLiveNow } from "./live-now";

export type LiveNowHandlers = { ended(match: PublicLiveMatch): void; announce(text: string): void };

/**
 * Keeps a "Live now" block current: one stream of every match's live changes (`/api/live/list`),
 * resumed after the id its list was read with, so nothing between the render and the stream is
 * lost; the browser's EventSource reconnects with the last id it got. Each change updates the
 * block's cached list in place; a match that started since the read, or a log that no longer
 * reaches back to it (`reset`), makes the block read its list again. Returns the closing of the stream.
 */
export default function followLiveNow(queryClient: QueryClient, key: QueryKey, game: GameFilter, after: number, on: LiveNowHandlers): () => void {
  const source = new EventSource(`/api/live/list?after=${after}`);
  const reread = () => void queryClient.invalidateQueries({ queryKey: key });
  source.addEventListener("state", (event) => {
    const state = parseLiveState((event as MessageEvent<string>).data);
    const list = queryClient.getQueryData<PublicLiveMatchList>(key);
    if (!state || !list) return;
    const step = applyToLiveNow(list, state, game);
    if (step.list !== list) queryClient.setQueryData(key, step.list);
    if (step.ended) on.ended(step.ended);
    if (step.announcement) on.announce(step.announcement);
    if (step.unknown) reread();
  });
  source.addEventListener("reset", reread);
  return () => source.close();
}
