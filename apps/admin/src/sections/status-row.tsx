import type { ReactNode } from "react";

/** One line of a status card: the feature, a figure or two under it, and its state as a badge. */
export function StatusRow({ name, detail, badge }: { name: string; detail?: ReactNode; badge: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-3 py-3 text-sm">
      <span>
        {name}
        {detail && <span className="block text-xs text-slate-400">{detail}</span>}
      </span>
      {badge}
    </li>
  );
}
