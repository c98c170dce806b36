import { AlertTriangle, Info } from "lucide-react";
import { cn } from "@eb/ui/cn";
import type { SmartAlert } from "./dashboard-types";

const SEVERITY = {
  warning: { label: "Warning", icon: AlertTriangle, box: "border-amber-700/60 bg-amber-950/30", icon_: "text-amber-300" },
  info: { label: "Info", icon: Info, box: "border-sky-800/60 bg-sky-950/30", icon_: "text-sky-300" },
} as const;

/** One alert: severity as an icon, a colour and a word (never colour alone), then title and message. */
export function SmartAlertItem({ alert }: { alert: SmartAlert }) {
  const s = SEVERITY[alert.severity];
  return (
    <li className={cn("flex gap-3 rounded-lg border p-3", s.box)}>
      <s.icon className={cn("mt-0.5 size-4 shrink-0", s.icon_)} aria-hidden />
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          <span className="sr-only">{s.label}: </span>
          {alert.title}
          <span aria-hidden className={cn("ml-2 text-xs font-medium uppercase", s.icon_)}>
            {s.label}
          </span>
        </p>
        <p className="text-slate-300">{alert.message}</p>
      </div>
    </li>
  );
}
