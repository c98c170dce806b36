import type { ReactNode } from "react";

/** A numbered legal section: "1. Acceptance of Terms" with its body. */
export function LegalSection({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  const id = `section-${n}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold">
        {n}. {title}
      </h2>
      <div className="mt-2 space-y-3 text-slate-300">{children}</div>
    </section>
  );
}

export function LegalHeader({ title, updated }: { title: string; updated: string }) {
  return (
    <header>
      <h1 className="text-3xl font-extrabold md:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-400">Last updated: {updated}</p>
    </header>
  );
}
