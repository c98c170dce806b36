export type TooltipRow = { key: string | number; color: string; label: string; value: string };

/** A chart tooltip: the bucket, then one row per series with its colour as a swatch (any chosen colour keeps the text readable). */
export function ChartTooltipBody({ title, rows }: { title: string; rows: TooltipRow[] }) {
  return (
    <div className="flex flex-col gap-0.5 text-xs">
      <strong>{title}</strong>
      {rows.map((r) => (
        <span key={r.key} className="flex items-center gap-1.5 text-slate-200">
          <span aria-hidden className="inline-block size-2 rounded-full" style={{ backgroundColor: r.color }} />
          {r.label}: {r.value}
        </span>
      ))}
    </div>
  );
}
