import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import type { SortableId } from "./reorder";

export const SORTABLE_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To pick up an item, press Space or Enter. While it is picked up, use the arrow keys to move it, Space or Enter to drop it in its new position, or Escape to cancel.",
};

type Item = { id: SortableId } | null | undefined;

/**
 * What the live region says while an item is moved, naming the item and its position (1-based,
 * "of N") instead of dnd-kit's default internal ids. `ids` is read at each event: the order the
 * list had when the drag started, which is where positions are counted from. dnd-kit reports the
 * item over itself right after pick-up; that is not a move, so "Picked up" stays the last word.
 */
export function sortableAnnouncements(ids: () => readonly SortableId[], labelOf: (id: SortableId) => string): Announcements {
  const position = (item: Item) => (item ? ids().indexOf(item.id) + 1 : 0);
  const of = () => ids().length;
  let lastOver: SortableId | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${labelOf(active.id)}. It is in position ${position(active)} of ${of()}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver) return undefined;
      lastOver = overId;
      return over ? `${labelOf(active.id)} was moved into position ${position(over)} of ${of()}.` : `${labelOf(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} was dropped at position ${position(over)} of ${of()}.`
        : `${labelOf(active.id)} was dropped outside the list; the order is unchanged.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${labelOf(active.id)} is back in position ${position(active)} of ${of()}.`,
  };
}
