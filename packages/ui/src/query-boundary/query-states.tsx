import type { ReactNode } from "react";
import { Button } from "../button";
import { cn } from "../cn";

/** Loading, error and empty panels; QueryBoundary picks one, and screens may use them directly. */
export function LoadingState({ label = "Loading...", className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center gap-3 rounded-xl border border-slate-800 p-8 text-sm text-slate-300", className)}>
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-slate-600 border-t-ring" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorState({ title, description, children, className }: { title: string; description?: string; children?: ReactNode; className?: string }) {
  return (
    <div role="alert" className={cn("rounded-xl border border-red-900/60 bg-red-950/30 p-6 text-center", className)}>
      <p className="text-lg font-semibold text-red-200">{title}</p>
      {description && <p className="mt-1 text-sm text-slate-300">{description}</p>}
      {children && <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

export function EmptyState({ title, description, children, className }: { title: string; description?: string; children?: ReactNode; className?: string }) {
  return (
    <div className={cn("rounded-xl border border-dashed border-slate-700 p-8 text-center", className)}>
      <p className="text-lg font-semibold">{title}</p>
      {description && <p className="mt-1 text-sm text-slate-400">{description}</p>}
      {children && <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/** Spec texts: 'Data Loading Error' and 'Network Error', each with a way to try again. */
export function QueryErrorState({
  network,
  retrying,
  onRetry,
  description,
  className,
}: {
  network: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** A screen's own message for a server error (the spec has some, e.g. 'Failed to load MFA settings'). */
  description?: string;
  className?: string;
}) {
  return (
    <ErrorState
      className={className}
      title={network ? "Network Error" : "Data Loading Error"}
      description={network ? "Check your internet connection and try again." : (description ?? "Unable to load data. This might be a temporary issue.")}
    >
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? "Retrying..." : "Retry"}
      </Button>
    </ErrorState>
  );
}
