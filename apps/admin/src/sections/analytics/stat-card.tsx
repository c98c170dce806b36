import { useId, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@eb/ui/card";
import { cn } from "@eb/ui/cn";
import type { ChangeText } from "./analytics-format";

const TONE: Record<ChangeText["tone"], string> = {
  up: "text-emerald-300",
  down: "text-red-300",
  flat: "text-slate-300",
  none: "text-slate-400",
};

type Props = { title: string; subtitle?: string; icon: LucideIcon; value: string; change: ChangeText; children?: ReactNode };

/** One headline figure with its change against the previous period of equal length. */
export function StatCard({ title, subtitle, icon: Icon, value, change, children }: Props) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id={titleId} className="text-sm font-medium">
            {title}
          </CardTitle>
          <Icon className="size-4 text-slate-400" aria-hidden />
        </div>
        {subtitle && <p className="text-xs text-slate-400">{subtitle}</p>}
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        <p className="text-2xl font-bold tabular-nums" data-testid="stat-value">
          {value}
        </p>
        <p className={cn("text-xs", TONE[change.tone])} data-testid="stat-change">
          <span aria-hidden={change.srText ? true : undefined}>{change.text}</span>
          {change.srText && <span className="sr-only">{change.srText}</span>}
        </p>
        {children}
      </CardContent>
    </Card>
  );
}
