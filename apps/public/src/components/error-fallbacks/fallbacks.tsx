import type { ReactNode } from "react";
import { Button } from "@eb/ui/button";

function Panel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div role="alert" className="mx-auto my-10 max-w-lg rounded-xl border border-red-900/60 bg-red-950/30 p-8 text-center">
      <h2 className="text-xl font-bold text-red-200">{title}</h2>
      <p className="mt-2 text-slate-300">{text}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

/** Spec: 'Something went wrong' with Try Again and Home (shown by the error boundary). */
export function SomethingWentWrong({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel title="Something went wrong" text="An unexpected error stopped this page from showing. Try again, or go back to the home page.">
      <Button onClick={onRetry}>Try Again</Button>
      <Button asChild variant="outline">
        <a href="/">Home</a>
      </Button>
    </Panel>
  );
}

/** Spec: 'Data Loading Error' with Refresh Page. */
export function DataLoadingError({ onRefresh }: { onRefresh?: () => void }) {
  return (
    <Panel title="Data Loading Error" text="Unable to load data. This might be a temporary issue.">
      <Button onClick={onRefresh ?? (() => window.location.reload())}>Refresh Page</Button>
    </Panel>
  );
}

/** Spec: 'Network Error' with Retry. */
export function NetworkError({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel title="Network Error" text="Check your internet connection and try again.">
      <Button onClick={onRetry}>Retry</Button>
    </Panel>
  );
}

/** True when a failed query never reached the server (offline, DNS, connection refused). */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return true;
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return cause instanceof TypeError && /fetch|network|load failed/i.test(cause.message);
}

/** The right fallback for a failed query: Network Error when the request could not be made, else Data Loading Error. */
export function QueryErrorFallback({ error, retry }: { error: unknown; retry: () => void }) {
  return isNetworkFailure(error) ? <NetworkError onRetry={retry} /> : <DataLoadingError onRefresh={retry} />;
}
