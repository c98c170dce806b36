export type SortableId = string | number;

/**
 * The order after dropping `activeId` where `overId` was: the dragged item takes the target's
 * position and the items between shift by one. Null when nothing changes (dropped on itself,
 * outside the list, or an id that is not in it), so callers save only real moves.
 */
export function reorderIds(ids: readonly SortableId[], activeId: SortableId, overId: SortableId | null | undefined): SortableId[] | null {
  if (overId == null || overId === activeId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return null;
  const next = ids.slice();
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}
