import { Loader2 } from "lucide-react";
import { formatCount } from "./analytics-format";

type Props = { generatedAt: string | null; updating: boolean; uncounted: number };

/** "Updated {time}", a quiet "Updating…" while a refetch runs, and the backfill note. */
export function DashboardStatus({ generatedAt, updating, uncounted }: Props) {
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-400">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {generatedAt && (
          <span>
            Updated <time dateTime={generatedAt}>{new Date(generatedAt).toLocaleString()}</time>
          </span>
        )}
        <span role="status" className="inline-flex items-center gap-1">
          {updating && (
            <>
              <Loader2 className="size-3.5 animate-spin" aria-hidden />
              Updating…
            </>
          )}
        </span>
      </p>
      {uncounted > 0 && (
        <p className="text-amber-300">{uncounted === 1 ? "1 recent event is" : `${formatCount(uncounted)} recent events are`} still being counted</p>
      )}
    </div>
  );
}
