import type { ComponentProps } from "react";
import { cn } from "./cn";
import { ScrollRegion } from "./scroll-region";

/**
 * A plain table in a box that scrolls sideways, so wide tables stay usable on a phone. `label` names
 * the table and, while it scrolls, the focusable region around it.
 */
export function Table({ className, label, ...props }: ComponentProps<"table"> & { label: string }) {
  return (
    <ScrollRegion label={label}>
      <table aria-label={label} className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </ScrollRegion>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("border-b border-slate-800", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("divide-y divide-slate-800", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("transition-colors hover:bg-slate-800/40", className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return <th scope="col" className={cn("h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-slate-400", className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-3 py-2 align-middle", className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("mt-3 text-sm text-slate-400", className)} {...props} />;
}
