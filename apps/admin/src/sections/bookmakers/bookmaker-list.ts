import type { AdminBookmaker } from "./content-form-state";

/** Display order, then id: the order the server lists them in. */
const byDisplayOrder = (a: AdminBookmaker, b: AdminBookmaker) => a.displayOrder - b.displayOrder || a.id - b.id;

/** The list with one bookmaker as the server returned it after a change (a new one is added), in display order. */
export function withBookmaker(list: readonly AdminBookmaker[], changed: AdminBookmaker): AdminBookmaker[] {
  const others = list.filter((b) => b.id !== changed.id);
  return [...others, changed].sort(byDisplayOrder);
}

/** The sortable list (published and draft bookmakers) and the archived group, each in display order. */
export function splitArchived(list: readonly AdminBookmaker[]): { sortable: AdminBookmaker[]; archived: AdminBookmaker[] } {
  const sorted = [...list].sort(byDisplayOrder);
  return { sortable: sorted.filter((b) => b.publishStatus !== "archived"), archived: sorted.filter((b) => b.publishStatus === "archived") };
}

/**
 * Every id in the order to save after the sortable list was rearranged: the server numbers all
 * bookmakers 1..n, so the archived ones go along, after the others in their current order.
 */
export function fullOrder(sortableIds: readonly number[], list: readonly AdminBookmaker[]): number[] {
  return [...sortableIds, ...splitArchived(list).archived.map((b) => b.id)];
}

/** The list as it will be once `ids` is saved (display_order 1..n), for showing the new order at once. */
export function inOrder(list: readonly AdminBookmaker[], ids: readonly number[]): AdminBookmaker[] {
  const position = new Map(ids.map((id, i) => [id, i + 1]));
  return list.map((b) => ({ ...b, displayOrder: position.get(b.id) ?? b.displayOrder })).sort(byDisplayOrder);
}
