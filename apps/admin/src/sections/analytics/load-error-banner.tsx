import { AlertTriangle } from "lucide-react";
import { Button } from "@eb/ui/button";

type Props = { lastGoodAt: number | null; retrying: boolean; onRetry: () => void };

/** A failed load: the figures below are the last good ones (or zeros), said plainly, with a way to try again. */
export function LoadErrorBanner({ lastGoodAt, retrying, onRetry }: Props) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-900/60 bg-red-950/30 p-4">
      <div className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-300" aria-hidden />
        <div className="text-sm">
          <p className="font-semibold text-red-200">The analytics could not be loaded.</p>
          <p className="text-slate-300">
            {lastGoodAt === null ? (
              "No figures have loaded yet, so zeros are shown."
            ) : (
              <>
                Showing the last figures loaded. Last updated <time dateTime={new Date(lastGoodAt).toISOString()}>{new Date(lastGoodAt).toLocaleString()}</time>
                .
              </>
            )}
          </p>
        </div>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? "Retrying..." : "Retry"}
      </Button>
    </div>
  );
}
