import { useMemo, type ReactNode } from "react";
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { cn } from "../cn";
import { SORTABLE_INSTRUCTIONS, sortableAnnouncements } from "./announcements";
import { reorderIds, type SortableId } from "./reorder";

export type { SortableId } from "./reorder";

export type SortableItemParts = {
  /** The drag handle (a labelled button): pointer drag, or Space/Enter to pick up, arrows, Space/Enter to drop. */
  handle: ReactNode;
  isDragging: boolean;
};

export type SortableListProps<T extends { id: SortableId }> = {
  items: readonly T[];
  /** Accessible name of the list, e.g. "Bookmaker order". */
  label: string;
  /** The item's name, for the handle's label and the screen-reader announcements. */
  itemLabel: (item: T) => string;
  renderItem: (item: T, parts: SortableItemParts) => ReactNode;
  /** Called once per drop that changes the order, with every id in the new order. */
  onReorder: (ids: SortableId[]) => void;
  disabled?: boolean;
  className?: string;
};

/**
 * A vertical list reordered by drag and drop or by keyboard (dnd-kit), announcing each step in a
 * live region. Controlled: it shows `items` in the order given, so the caller applies the new order
 * (optimistically or after saving) when `onReorder` fires.
 */
export function SortableList<T extends { id: SortableId }>({ items, label, itemLabel, renderItem, onReorder, disabled, className }: SortableListProps<T>) {
  const sensors = useSensors(
    // A few pixels of travel before a pointer drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.id);
  const announcements = useMemo(
    () =>
      sortableAnnouncements(
        () => items.map((i) => i.id),
        (id) => {
          const item = items.find((i) => i.id === id);
          return item ? itemLabel(item) : String(id);
        },
      ),
    [items, itemLabel],
  );

  function handleDragEnd({ active, over }: DragEndEvent) {
    const next = reorderIds(ids, active.id, over?.id);
    if (next) onReorder(next);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: SORTABLE_INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul aria-label={label} className={cn("flex flex-col gap-3", className)}>
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id} name={itemLabel(item)}>
              {(parts) => renderItem(item, parts)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, name, children }: { id: SortableId; name: string; children: (parts: SortableItemParts) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${name}`}
      className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing aria-pressed:bg-slate-800 aria-pressed:text-white"
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  );
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={cn("relative", isDragging && "z-10 opacity-80")}>
      {children({ handle, isDragging })}
    </li>
  );
}
