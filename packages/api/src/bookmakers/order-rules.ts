/** Whether two id lists hold exactly the same ids (each list holds an id once). */
export function isSameSet(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** Whether the stored rows already hold display_order 1..n in the wanted order (nothing to write). */
export function isNumberedInOrder(rows: readonly { id: number; displayOrder: number }[], ids: readonly number[]): boolean {
  const orderOf = new Map(rows.map((r) => [r.id, r.displayOrder]));
  return rows.length === ids.length && ids.every((id, i) => orderOf.get(id) === i + 1);
}
