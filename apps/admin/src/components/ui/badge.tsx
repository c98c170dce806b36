import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export function Badge({ className, tone = "default", ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: "default" | "success" | "danger" | "muted" }) {
  const tones = {
    default: "bg-blue-600/20 text-blue-300",
    success: "bg-emerald-600/20 text-emerald-300",
    danger: "bg-red-600/20 text-red-300",
    muted: "bg-slate-700/50 text-slate-300",
  };
  return <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[tone], className)} {...props} />;
}
