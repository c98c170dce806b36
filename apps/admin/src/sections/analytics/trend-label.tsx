import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import { cn } from "@eb/ui/cn";
import { formatSignedPercent } from "./analytics-format";

const TRENDS = {
  up: { icon: TrendingUp, word: "Up", className: "text-emerald-300" },
  down: { icon: TrendingDown, word: "Down", className: "text-red-300" },
  stable: { icon: Minus, word: "Stable", className: "text-slate-300" },
} as const;

type Props = { trend: keyof typeof TRENDS; change: number | null; hasPrevious: boolean };

/** A bookmaker's trend as an icon and a word, with its change: "Up +12.3%", "Up (new)", "Stable". */
export function TrendLabel({ trend, change, hasPrevious }: Props) {
  const t = TRENDS[trend];
  const detail = !hasPrevious ? "(no earlier period)" : change !== null ? formatSignedPercent(change) : trend === "up" ? "(new)" : "";
  return (
    <span className={cn("inline-flex items-center gap-1 whitespace-nowrap", t.className)}>
      <t.icon className="size-4" aria-hidden />
      {t.word} {detail}
    </span>
  );
}
