import { DEFAULT_REFRESH_INTERVAL, DEFAULT_VIEW_COLORS, type DashboardComponent, type DashboardLayout } from "@eb/api/contracts";

/** The part of a saved view the Analytics tab needs to arrange itself. */
export type ViewConfig = {
  layout: DashboardLayout;
  components: readonly string[];
  colors: { primary: string; secondary: string };
  showAlerts: boolean;
  showExport: boolean;
  refreshInterval: number;
};

/** The components in the order the Analytics tab has always shown them (spec section 2), Countries after User Behavior (issue 26), then Revenue (issue 27). */
export const TAB_ORDER: readonly DashboardComponent[] = [
  "smart-alerts",
  "real-time-updates",
  "export-functionality",
  "analytics-summary",
  "bookmaker-performance",
  "predictive-analytics",
  "content-performance",
  "user-behavior",
  "countries",
  "revenue",
  "ab-testing",
];

export type TabArrangement = {
  /** The component ids shown, in the tab's order. */
  components: DashboardComponent[];
  /** null: the tab as it is without any view (everything, in the spec's order). */
  layout: DashboardLayout | null;
  colors: { primary: string; secondary: string };
  refetchMs: number;
};

/**
 * What the Analytics tab shows for a view: exactly its components (Smart Alerts also with
 * showAlerts, Export also with showExport), in its layout, colours and refresh interval. Without a
 * view, everything as before.
 */
export function arrangeTab(view: ViewConfig | null): TabArrangement {
  if (!view) return { components: [...TAB_ORDER], layout: null, colors: { ...DEFAULT_VIEW_COLORS }, refetchMs: DEFAULT_REFRESH_INTERVAL * 1000 };
  const shown = new Set(view.components);
  if (view.showAlerts) shown.add("smart-alerts");
  if (view.showExport) shown.add("export-functionality");
  return {
    components: TAB_ORDER.filter((c) => shown.has(c)),
    layout: view.layout,
    colors: view.colors,
    refetchMs: view.refreshInterval * 1000,
  };
}

/** The container of a view's components: one column (list), two (grid) or tiles (cards). */
export const LAYOUT_CLASS: Record<DashboardLayout, string> = {
  list: "flex flex-col gap-4",
  grid: "grid grid-cols-1 gap-4 lg:grid-cols-2",
  cards: "grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3",
};
