import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RangePreset } from "@eb/api/contracts";
import { useTRPC } from "../../lib/trpc";
import type { Dashboard } from "./dashboard-types";
import { emptyDashboard } from "./empty-dashboard";

/** Spec 9: the Analytics tab refetches every 30 s. */
export const DASHBOARD_REFETCH_MS = 30_000;

export type DashboardState = {
  /** What to show: the current answer, the last good one after a failure, zeros if there never was one; undefined while the first load runs. */
  data: Dashboard | undefined;
  /** A refetch or a range change is under way while figures are on screen. */
  updating: boolean;
  /** The last load failed (the figures shown are older, or zeros). */
  failed: boolean;
  /** When the figures shown were loaded (ms), null for the zeros of a failed first load. */
  lastGoodAt: number | null;
  retry: () => void;
  retrying: boolean;
};

/**
 * The dashboard of a range, refetched every 30 s. The previous figures stay on screen while
 * another range loads (keepPreviousData) and after a failed load, so the tab never flashes back
 * to a spinner; with no good load yet, a failure shows zeros.
 */
export function useDashboard(range: RangePreset): DashboardState {
  const trpc = useTRPC();
  const query = useQuery(trpc.analytics.dashboard.queryOptions({ range }, { refetchInterval: DASHBOARD_REFETCH_MS, placeholderData: keepPreviousData }));
  const [lastGood, setLastGood] = useState<{ data: Dashboard; at: number } | null>(null);
  if (query.isSuccess && !query.isPlaceholderData && lastGood?.data !== query.data) setLastGood({ data: query.data, at: query.dataUpdatedAt });

  const failed = query.isError;
  const shown = failed ? lastGood : query.data ? { data: query.data, at: query.dataUpdatedAt } : null;
  return {
    data: shown?.data ?? (failed ? emptyDashboard(range, new Date()) : undefined),
    updating: query.isFetching && shown !== null,
    failed,
    lastGoodAt: shown ? shown.at : null,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
