import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AdminOutputs } from "@eb/api/admin-types";
import { useTRPC } from "../../../lib/trpc";

export type DashboardView = AdminOutputs["dashboardViews"]["list"][number];

/** The picker's value for the built-in tab (everything, no saved view). */
export const BUILT_IN = "built-in";

export type ViewChoice = {
  views: DashboardView[];
  /** The user's views are still loading: the tab waits rather than flash everything first. */
  loading: boolean;
  /** The view the tab shows; null for the built-in tab. */
  view: DashboardView | null;
  /** The picker's value: a view id or BUILT_IN. */
  value: string;
  choose: (value: string) => void;
};

/** The Analytics tab opens with the user's default view; the picker may switch to another or to the built-in tab. */
export function useViewChoice(): ViewChoice {
  const trpc = useTRPC();
  const list = useQuery(trpc.dashboardViews.list.queryOptions());
  const [picked, setPicked] = useState<string | null>(null);
  const views = list.data ?? [];
  const fallback = views.find((v) => v.isDefault)?.id ?? BUILT_IN;
  // A picked view that was deleted falls back to the default.
  const value = picked !== null && (picked === BUILT_IN || views.some((v) => v.id === picked)) ? picked : fallback;
  return {
    views,
    loading: list.isPending,
    view: views.find((v) => v.id === value) ?? null,
    value,
    choose: setPicked,
  };
}
