import { useState } from "react";
import { ChevronRight } from "lucide-react";
import { SortableList } from "@eb/ui/sortable-list";
import { BookmakerCard } from "./bookmaker-card";
import { splitArchived } from "./bookmaker-list";
import type { AdminBookmaker } from "./content-form-state";
import type { BookmakerMutations } from "./use-bookmaker-mutations";

type Props = { list: AdminBookmaker[]; mutations: BookmakerMutations; onEdit: (b: AdminBookmaker) => void };

const nameOf = (b: AdminBookmaker) => b.name;

/**
 * The published and draft bookmakers as a list reordered by drag or keyboard (saved at once), and the
 * archived ones in a collapsed group below: still editable, and back in the list once given another status.
 */
export function BookmakerGroups({ list, mutations, onEdit }: Props) {
  const { sortable, archived } = splitArchived(list);
  const [saving, setSaving] = useState(false);

  async function reorder(ids: (string | number)[]) {
    setSaving(true);
    await mutations.reorder(ids.map(Number));
    setSaving(false);
  }

  return (
    <div className="flex flex-col gap-6">
      {sortable.length > 0 ? (
        <SortableList
          items={sortable}
          label="Bookmaker order"
          itemLabel={nameOf}
          disabled={saving}
          onReorder={(ids) => void reorder(ids)}
          renderItem={(b, { handle }) => <BookmakerCard bookmaker={b} handle={handle} mutations={mutations} onEdit={() => onEdit(b)} />}
        />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-sm text-slate-400">Every bookmaker is archived.</p>
      )}
      {archived.length > 0 && (
        <details className="group rounded-xl border border-slate-800" data-testid="archived-group">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl p-4 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
            Archived ({archived.length})
          </summary>
          <ul aria-label="Archived bookmakers" className="flex flex-col gap-3 px-4 pb-4">
            {archived.map((b) => (
              <li key={b.id}>
                <BookmakerCard bookmaker={b} mutations={mutations} onEdit={() => onEdit(b)} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
