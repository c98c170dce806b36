import type { ReactNode } from "react";

/** A line chart's legend: a coloured stroke and a name per series (hidden from screen readers, which get the chart's table). */
export function ChartLegend({ items }: { items: { key: string | number; label: string; color: string }[] }) {
  return (
    <ul aria-hidden className="flex flex-wrap gap-4 text-xs text-slate-300">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 rounded" style={{ backgroundColor: item.color }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** What a chart area shows when its range has nothing to draw. */
export function ChartEmpty({ children }: { children: ReactNode }) {
  return <p className="flex h-full items-center justify-center rounded-lg border border-dashed border-slate-700 text-sm text-slate-400">{children}</p>;
}
