import type { ComponentProps } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "./cn";

// In-page tabs on radix (arrow keys move between tabs, roving tab index, aria-selected/controls).
// For sections that are URLs, render links with `tabLinkClass` in a <nav> instead.
export const Tabs = TabsPrimitive.Root;

export const tabListClass = "flex gap-1 overflow-x-auto rounded-lg bg-slate-900 p-1";
export const tabClass =
  "shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-400 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
/** A tab's look when it is the current one: radix sets data-state, links set aria-current. */
const activeTab = "data-[state=active]:bg-slate-800 data-[state=active]:text-white aria-[current=page]:bg-slate-800 aria-[current=page]:text-white";
export const tabLinkClass = cn(tabClass, activeTab);

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn(tabListClass, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger className={cn(tabClass, activeTab, className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("focus-visible:outline-none", className)} {...props} />;
}
