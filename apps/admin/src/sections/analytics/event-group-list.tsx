import { eventTypeLabel } from "./event-labels";
import { groupEvents, type ListedEvent } from "./event-groups";

type Props = { label: string; events: readonly ListedEvent[]; formatTime: (iso: string) => string; placeholder?: string };

/** Events newest first, runs of one type at one place folded into one row with their count. */
export function EventGroupList({ label, events, formatTime, placeholder = "" }: Props) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-slate-800 text-sm">
      {groupEvents(events).map((g) => (
        <li key={g.id} className="flex items-center justify-between gap-3 py-1.5">
          <span className="min-w-0">
            <span className="font-medium">{eventTypeLabel(g.type)}</span>
            {g.count > 1 && (
              <span className="ml-2 rounded bg-slate-800 px-1.5 py-0.5 text-xs text-slate-300" aria-label={`${g.count} in a row`}>
                × {g.count}
              </span>
            )}
            <span className="block truncate text-xs text-slate-400">{g.where ?? placeholder}</span>
          </span>
          <time dateTime={g.newest} className="text-xs whitespace-nowrap text-slate-400">
            {formatTime(g.newest)}
          </time>
        </li>
      ))}
    </ul>
  );
}
