import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import { formatPercent, formatSignedPercent } from "./analytics-format";
import type { Dashboard } from "./dashboard-types";
import { InsightBlock } from "./insight-block";

const STATUS = {
  increasing: { icon: TrendingUp, word: "Increasing", className: "text-emerald-300" },
  decreasing: { icon: TrendingDown, word: "Decreasing", className: "text-red-300" },
  stable: { icon: Minus, word: "Stable", className: "text-slate-300" },
} as const;

/** Tracked clicks per session now against the previous period; stable under a 2% change. */
export function ConversionTrend({ conversion }: { conversion: Dashboard["predictions"]["conversion"] }) {
  const s = STATUS[conversion.status];
  return (
    <InsightBlock title="Conversion trend">
      <p className={`flex items-center gap-1.5 text-sm font-medium ${s.className}`}>
        <s.icon className="size-4" aria-hidden />
        {s.word}
        {conversion.change !== null && <span className="tabular-nums">({formatSignedPercent(conversion.change)})</span>}
      </p>
      <p className="text-xs text-slate-400">
        {formatPercent(conversion.current)} tracked clicks per session
        {conversion.previous === null ? "; no earlier period" : `, previously ${formatPercent(conversion.previous)}`}
      </p>
    </InsightBlock>
  );
}
