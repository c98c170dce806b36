import { and, asc, eq, type Db } from "@eb/db";
import { matches } from "@eb/db/schema";
import type { PublicLiveMatchList } from "../shared";
import { liveLogBounds, readLiveStates } from "../live";
import { byGame, selectTieredMatches, type GameFilter } from "./matches";

/** A "Live now" block lists at most this many running matches, the longest running first. */
export const LIVE_NOW_LIMIT = 12;

/** The running matches of tiered tournaments, with the map each is playing, and the live log's id to resume after. */
export async function liveMatchList(db: Db, input: { game: GameFilter }, now: Date): Promise<PublicLiveMatchList> {
  // Before the matches: a change committed after this id is in the stream the block opens (each
  // change carries the whole state, so one read here and streamed again changes nothing).
  const liveEventId = (await liveLogBounds(db)).newest ?? 0;
  const running = await selectTieredMatches(
    db,
    and(byGame(input.game), eq(matches.status, "running")),
    [asc(matches.beginAt), asc(matches.id)],
    LIVE_NOW_LIMIT,
    now,
  );
  const states = await readLiveStates(
    db,
    running.map((m) => m.id),
  );
  return { matches: running.map((m) => ({ ...m, currentMap: states.get(m.id)?.currentMap ?? null })), liveEventId };
}
