import type { ReactNode } from "react";

/** Loading, error and empty states shared by every list screen (texts come from the spec). */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 rounded-xl border border-slate-800 p-10 text-slate-300">
      <span aria-hidden className="h-5 w-5 animate-spin rounded-full border-2 border-slate-600 border-t-emerald-400" />
      <span>{children}</span>
    </div>
  );
}

export function ErrorState({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-red-900/60 bg-red-950/30 p-8 text-center">
      <p className="text-lg font-semibold text-red-300">{title}</p>
      {description && <p className="mt-1 text-slate-400">{description}</p>}
      {children && <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

export function EmptyState({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-700 p-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {description && <p className="mt-1 text-slate-400">{description}</p>}
      {children && <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
