import type { ComponentProps } from "react";
import { cn } from "./cn";

/** A styled native <select>: accessible, keyboard-friendly and free of extra JavaScript. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-10 rounded-lg border border-slate-700 bg-slate-900 px-3 pr-8 text-sm text-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}
