import type { ComponentProps } from "react";
import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "./cn";

const TONES = { default: "bg-primary", warning: "bg-amber-500", danger: "bg-red-600" } as const;

type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> & {
  /** Colour of the filled part: warning and danger as a limit comes near. */
  tone?: keyof typeof TONES;
};

/** A progress bar (role progressbar with its value); values past `max` show full. Name it with aria-label or aria-labelledby. */
export function Progress({ className, tone = "default", value, max = 100, ...props }: ProgressProps) {
  const shown = Math.min(Math.max(value ?? 0, 0), max);
  return (
    <ProgressPrimitive.Root value={shown} max={max} className={cn("relative h-3 w-full overflow-hidden rounded-full bg-slate-800", className)} {...props}>
      <ProgressPrimitive.Indicator
        className={cn("h-full transition-transform", TONES[tone])}
        style={{ transform: `translateX(-${100 - (shown / max) * 100}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
