import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";

export const badgeVariants = cva("inline-flex items-center gap-1 rounded-md border font-semibold whitespace-nowrap", {
  variants: {
    variant: {
      default: "border-transparent bg-primary text-primary-foreground",
      secondary: "border-transparent bg-slate-800 text-slate-200",
      destructive: "border-transparent bg-red-600 text-white",
      outline: "border-slate-700 text-slate-300",
      /** A state that is on and healthy (Active, Enabled, Verified). */
      success: "border-transparent bg-emerald-500/15 text-emerald-300",
      /** The public site's game label. */
      game: "border-transparent bg-emerald-500/15 text-emerald-300",
    },
    size: {
      default: "px-2 py-0.5 text-xs",
      lg: "px-3 py-1 text-sm",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
