import { streamTimeLabel } from "@eb/api/shared";
import { useViewerClock } from "../../lib/viewer-clock";
import { useHydrated } from "../../lib/use-hydrated";
import { timeAgo } from "../../lib/odds/time-ago";

/**
 * "Updated 5 minutes ago". The server (and hydration) say when, in UTC ("Nov 24, 2:05 PM UTC"):
 * a cached page is served for a while, and a time ago would be wrong by then. Once hydrated, the
 * visitor's clock gives the time ago, and keeps it current.
 */
export function UpdatedAgo({ at }: { at: string }) {
  const hydrated = useHydrated();
  const { now, timeZone } = useViewerClock();
  const when = new Date(at);
  return (
    <time dateTime={at} title={hydrated ? streamTimeLabel(when, timeZone) : undefined}>
      {hydrated ? timeAgo(when, now) : streamTimeLabel(when, "UTC")}
    </time>
  );
}
