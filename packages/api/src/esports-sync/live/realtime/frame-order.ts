/**
 * Frames carry no sequence number, so their order is their own content: the map's number, then
 * a map's last frame (finished) after its running ones, then how far into the map (round, then
 * seconds). A frame whose key is not past the last one applied is older or the same: ignored.
 */
export type FrameKey = readonly number[];

export function frameKey(position: number, finished: boolean, progress: readonly [number, number]): FrameKey {
  return [position, finished ? 1 : 0, progress[0], progress[1]];
}

/** Whether `next` comes strictly after `last` (no frame applied yet: always). */
export function isNewer(next: FrameKey, last: FrameKey | null): boolean {
  if (!last) return true;
  for (let i = 0; i < next.length; i++) if (next[i] !== last[i]) return next[i]! > (last[i] ?? -Infinity);
  return false;
}
