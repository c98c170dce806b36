import type { ReactNode } from "react";

/** A titled block inside a card (h4 under the card's h3). */
export function InsightBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-800 p-4">
      <h4 className="text-sm font-semibold text-slate-200">{title}</h4>
      {children}
    </section>
  );
}
