import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { GameFilter, PublicLiveMatchList } from "@eb/api/shared";
import { applyToLiveNow } from "./live-now";
import { openLiveStream, parseLiveState } from "./live-stream";

/**
 * Keeps a "Live now" block current: one stream of every match's live changes (`/api/live/list`),
 * resumed after the id its list was read with, so nothing between the render and the stream is
 * lost. Each change updates the block's cached list in place; a match that started since the read,
 * or a log that no longer reaches back to it (`reset`), makes the block read its list again.
 * Returns the closing of the stream.
 */
export default function followLiveNow(queryClient: QueryClient, key: QueryKey, game: GameFilter, after: number, announce: (text: string) => void): () => void {
  const reread = () => void queryClient.invalidateQueries({ queryKey: key });
  const stream = openLiveStream("/api/live/list", after, {
    state: (event) => {
      const state = parseLiveState(event.data);
      const list = queryClient.getQueryData<PublicLiveMatchList>(key);
      if (!state || !list) return;
      const step = applyToLiveNow(list, state, game);
      if (step.list !== list) queryClient.setQueryData(key, step.list);
      if (step.announcement) announce(step.announcement);
      if (step.unknown) reread();
    },
    reset: reread,
  });
  return () => stream.close();
}
