import {
  dashboardViewInput,
  DEFAULT_REFRESH_INTERVAL,
  DEFAULT_VIEW_COLORS,
  type DashboardComponent,
  type DashboardLayout,
  type DashboardViewValue,
} from "@eb/api/contracts";
import type { ViewConfig } from "./view-parts";

/** The create/edit form as the admin types it; the refresh interval stays text until parsed. */
export type ViewFormValues = {
  name: string;
  description: string;
  layout: DashboardLayout;
  components: DashboardComponent[];
  primary: string;
  secondary: string;
  showAlerts: boolean;
  showExport: boolean;
  refreshInterval: string;
};

export const EMPTY_VIEW_FORM: ViewFormValues = {
  name: "",
  description: "",
  layout: "grid",
  components: [],
  primary: DEFAULT_VIEW_COLORS.primary,
  secondary: DEFAULT_VIEW_COLORS.secondary,
  showAlerts: false,
  showExport: false,
  refreshInterval: String(DEFAULT_REFRESH_INTERVAL),
};

export function formFromView(view: { name: string; description: string | null; config: ViewConfig }): ViewFormValues {
  const { config } = view;
  return {
    name: view.name,
    description: view.description ?? "",
    layout: config.layout,
    components: config.components as DashboardComponent[],
    primary: config.colors.primary,
    secondary: config.colors.secondary,
    showAlerts: config.showAlerts,
    showExport: config.showExport,
    refreshInterval: String(config.refreshInterval),
  };
}

export type ViewFormResult = { ok: true; value: DashboardViewValue } | { ok: false; errors: Record<string, string> };

/**
 * Checks the form with the procedure's own schema. Errors are keyed by the field's last path
 * segment (name, components, refreshInterval, primary, ...), the first message each.
 */
export function readViewForm(values: ViewFormValues): ViewFormResult {
  const parsed = dashboardViewInput.safeParse({
    name: values.name,
    description: values.description,
    config: {
      layout: values.layout,
      components: values.components,
      colors: { primary: values.primary, secondary: values.secondary },
      showAlerts: values.showAlerts,
      showExport: values.showExport,
      refreshInterval: values.refreshInterval,
    },
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path.at(-1) ?? "")] ??= issue.message;
  return { ok: false, errors };
}

export const toggleComponent = (list: readonly DashboardComponent[], id: DashboardComponent, on: boolean): DashboardComponent[] =>
  on ? (list.includes(id) ? [...list] : [...list, id]) : list.filter((c) => c !== id);
