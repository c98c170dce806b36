import { formatCount, formatPercent, shareOf } from "./analytics-format";
import { InsightBlock } from "./insight-block";

export type ShareItem = { name: string; count: number };

/** A titled list of counts with their share of the total and a bar (the bar is decoration; the text says it all). */
export function ShareList({ title, items, unit, total, empty }: { title: string; items: ShareItem[]; unit: string; total?: number; empty: string }) {
  const whole = total ?? items.reduce((sum, i) => sum + i.count, 0);
  return (
    <InsightBlock title={title}>
      {whole === 0 ? (
        <p className="text-sm text-slate-400">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {items.map((i) => {
            const share = shareOf(i.count, whole);
            return (
              <li key={i.name} className="flex flex-col gap-1">
                <span className="flex justify-between gap-3">
                  <span className="min-w-0 truncate">{i.name}</span>
                  <span className="whitespace-nowrap tabular-nums text-slate-300">
                    {formatCount(i.count)} {unit} · {formatPercent(share)}
                  </span>
                </span>
                <span aria-hidden className="h-1.5 rounded-full bg-slate-800">
                  <span className="block h-full rounded-full bg-blue-500" style={{ width: `${Math.min(100, share)}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </InsightBlock>
  );
}
