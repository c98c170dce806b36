import { z } from "zod";
import { multiLine, singleLine } from "./text";
import { timestampOutput } from "./output";

/** Spec, dashboard_views: the selectable component ids, in the order the Analytics tab shows them (issue 26 adds "countries", issue 27 "revenue"). */
export const DASHBOARD_COMPONENTS = [
  "analytics-summary",
  "bookmaker-performance",
  "content-performance",
  "user-behavior",
  "countries",
  "revenue",
  "smart-alerts",
  "real-time-updates",
  "ab-testing",
  "predictive-analytics",
  "export-functionality",
] as const;
export type DashboardComponent = (typeof DASHBOARD_COMPONENTS)[number];

export const DASHBOARD_COMPONENT_LABELS: Record<DashboardComponent, string> = {
  "analytics-summary": "Analytics Summary",
  "bookmaker-performance": "Bookmaker Performance",
  "content-performance": "Content Performance",
  "user-behavior": "User Behavior",
  countries: "Countries",
  revenue: "Revenue",
  "smart-alerts": "Smart Alerts",
  "real-time-updates": "Real-Time Updates",
  "ab-testing": "A/B Testing",
  "predictive-analytics": "Predictive Analytics",
  "export-functionality": "Export Functionality",
};

export const DASHBOARD_LAYOUTS = ["grid", "list", "cards"] as const;
export type DashboardLayout = (typeof DASHBOARD_LAYOUTS)[number];

/** Spec, section 9: dashboard view defaults. */
export const DEFAULT_REFRESH_INTERVAL = 30;
export const REFRESH_INTERVAL_MIN = 10;
export const REFRESH_INTERVAL_MAX = 300;
export const DEFAULT_VIEW_COLORS = { primary: "#3b82f6", secondary: "#64748b" } as const;

export const VIEW_NAME_REQUIRED = "Please enter a view name";
export const COMPONENTS_REQUIRED = "Please select at least one component";
export const REFRESH_INTERVAL_RANGE = `Refresh interval must be from ${REFRESH_INTERVAL_MIN} to ${REFRESH_INTERVAL_MAX} seconds`;
export const COLOR_FORMAT = "Use a colour such as #3b82f6";
export const VIEW_NOT_FOUND = "Dashboard view not found";

/** Spec: the refresh interval input falls back to 30 seconds when it cannot be parsed. */
export function refreshIntervalFromInput(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number.parseInt(value.trim(), 10) : Number.NaN;
  return Number.isFinite(n) ? Math.trunc(n) : DEFAULT_REFRESH_INTERVAL;
}

const color = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, COLOR_FORMAT);

export const dashboardViewConfigInput = z.object({
  layout: z.enum(DASHBOARD_LAYOUTS).default("grid"),
  components: z
    .array(z.enum(DASHBOARD_COMPONENTS))
    .min(1, COMPONENTS_REQUIRED)
    .transform((ids) => DASHBOARD_COMPONENTS.filter((c) => ids.includes(c))),
  colors: z.object({ primary: color, secondary: color }).default({ ...DEFAULT_VIEW_COLORS }),
  showAlerts: z.boolean().default(false),
  showExport: z.boolean().default(false),
  refreshInterval: z
    .union([z.number(), z.string()])
    .optional()
    .transform(refreshIntervalFromInput)
    .pipe(z.number().int().min(REFRESH_INTERVAL_MIN, REFRESH_INTERVAL_RANGE).max(REFRESH_INTERVAL_MAX, REFRESH_INTERVAL_RANGE)),
});
export type DashboardViewConfigInput = z.input<typeof dashboardViewConfigInput>;
export type DashboardViewConfigValue = z.output<typeof dashboardViewConfigInput>;

export const dashboardViewInput = z.object({
  name: singleLine({ min: 1, max: 100, message: VIEW_NAME_REQUIRED }),
  description: multiLine({ max: 500 })
    .default("")
    .transform((s) => (s === "" ? null : s)),
  config: dashboardViewConfigInput,
});
export type DashboardViewInput = z.input<typeof dashboardViewInput>;
export type DashboardViewValue = z.output<typeof dashboardViewInput>;

const viewId = z.uuid();

export const dashboardViewIdInput = z.object({ id: viewId });
export const updateDashboardViewInput = dashboardViewInput.extend({ id: viewId });

/**
 * One of the admin's own views, as the views card and the Analytics tab read it. The config is
 * listed key by key: a key a stored config carries beyond these stays on the server.
 */
export const dashboardViewOutput = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  config: z.object({
    layout: z.enum(DASHBOARD_LAYOUTS),
    // Stored ids, kept as strings: a view saved with a component since removed still loads.
    components: z.array(z.string()),
    colors: z.object({ primary: z.string(), secondary: z.string() }),
    showAlerts: z.boolean(),
    showExport: z.boolean(),
    refreshInterval: z.number(),
  }),
  /** Not on screen; the API's tests read it. */
  updatedAt: timestampOutput,
});
export const dashboardViewListOutput = z.array(dashboardViewOutput);
