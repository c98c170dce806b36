const utf8 = new TextEncoder();

/** FNV-1a, 32 bits: a fast, well-spread hash of a short string (docs/ab-statistics.md, Assignment). */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of utf8.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export type Allocation<Id> = { id: Id; allocation: number };

/**
 * The variant a session sees, always the same for the same test and session: the hash of both
 * as a number in [0, 1), laid onto the variants' allocations in their order (weights in any
 * unit; they are normalised). Null when no variant has traffic.
 */
export function assignVariant<Id>(testKey: string, sessionId: string, variants: readonly Allocation<Id>[]): Id | null {
  const total = variants.reduce((sum, v) => sum + Math.max(0, v.allocation), 0);
  if (total <= 0) return null;
  const point = (fnv1a32(`${testKey}:${sessionId}`) / 2 ** 32) * total;
  let upTo = 0;
  for (const v of variants) {
    upTo += Math.max(0, v.allocation);
    if (point < upTo) return v.id;
  }
  return variants.filter((v) => v.allocation > 0).at(-1)!.id;
}
