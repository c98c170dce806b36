import type { ComponentProps } from "react";
import { cn } from "./cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex min-w-0 flex-col rounded-xl border border-slate-800 bg-slate-900/70 text-slate-100", className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-5 pb-3", className)} {...props} />;
}

/** A card's heading: an h3 under a section's h2 by default; `level` fits it into another outline (an h1 on a page of its own). */
export function CardTitle({ className, level = 3, ...props }: ComponentProps<"h3"> & { level?: 1 | 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return <Heading className={cn("text-lg font-bold leading-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-slate-400", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-5 pb-5", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-auto flex items-center gap-2 px-5 pb-5", className)} {...props} />;
}
