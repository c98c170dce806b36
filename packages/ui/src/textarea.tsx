import type { ComponentProps } from "react";
import { cn } from "./cn";

/** Multi-line text input, styled like Input (name it with a FormField or a <Label htmlFor>). */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      className={cn(
        "flex min-h-16 w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-sm text-slate-100 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-red-500 disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
