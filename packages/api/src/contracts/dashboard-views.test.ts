import { describe, expect, it } from "vitest";
import {
  COMPONENTS_REQUIRED,
  dashboardViewInput,
  DEFAULT_VIEW_COLORS,
  REFRESH_INTERVAL_RANGE,
  refreshIntervalFromInput,
  VIEW_NAME_REQUIRED,
} from "./dashboard-views";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];
const view = (over: Record<string, unknown> = {}, config: Record<string, unknown> = {}) => ({
  name: "Morning check",
  description: "",
  config: { layout: "list", components: ["smart-alerts"], refreshInterval: 30, ...config },
  ...over,
});

describe("the dashboard view input", () => {
  it("refuses a blank name with the spec's message", () => {
    expect(messagesOf(dashboardViewInput.safeParse(view({ name: "   " })))).toEqual([VIEW_NAME_REQUIRED]);
    expect(VIEW_NAME_REQUIRED).toBe("Please enter a view name");
  });

  it("refuses a view without components with the spec's message", () => {
    expect(messagesOf(dashboardViewInput.safeParse(view({}, { components: [] })))).toEqual([COMPONENTS_REQUIRED]);
    expect(COMPONENTS_REQUIRED).toBe("Please select at least one component");
  });

  it("accepts only the spec's nine component ids and keeps them once, in the tab's order", () => {
    expect(dashboardViewInput.safeParse(view({}, { components: ["weather"] })).success).toBe(false);
    const parsed = dashboardViewInput.parse(view({}, { components: ["user-behavior", "analytics-summary", "user-behavior"] }));
    expect(parsed.config.components).toEqual(["analytics-summary", "user-behavior"]);
  });

  it("fills the spec's defaults: grid layout, blue and slate colours, 30 seconds; an empty description is null", () => {
    const parsed = dashboardViewInput.parse({ name: "x", config: { components: ["ab-testing"] } });
    expect(parsed).toEqual({
      name: "x",
      description: null,
      config: { layout: "grid", components: ["ab-testing"], colors: DEFAULT_VIEW_COLORS, showAlerts: false, showExport: false, refreshInterval: 30 },
    });
    expect(DEFAULT_VIEW_COLORS).toEqual({ primary: "#3b82f6", secondary: "#64748b" });
  });

  it("refuses a layout or colour outside the spec", () => {
    expect(dashboardViewInput.safeParse(view({}, { layout: "table" })).success).toBe(false);
    expect(dashboardViewInput.safeParse(view({}, { colors: { primary: "red", secondary: "#64748b" } })).success).toBe(false);
  });
});

describe("the refresh interval", () => {
  it("falls back to 30 seconds when the input cannot be parsed", () => {
    expect(refreshIntervalFromInput("soon")).toBe(30);
    expect(refreshIntervalFromInput("")).toBe(30);
    expect(refreshIntervalFromInput(undefined)).toBe(30);
    expect(refreshIntervalFromInput(Number.NaN)).toBe(30);
    expect(refreshIntervalFromInput(" 45 ")).toBe(45);
    expect(dashboardViewInput.parse(view({}, { refreshInterval: "abc" })).config.refreshInterval).toBe(30);
    expect(dashboardViewInput.parse(view({}, { refreshInterval: "120" })).config.refreshInterval).toBe(120);
  });

  it("accepts 10 to 300 seconds and refuses anything outside", () => {
    expect(dashboardViewInput.parse(view({}, { refreshInterval: 10 })).config.refreshInterval).toBe(10);
    expect(dashboardViewInput.parse(view({}, { refreshInterval: 300 })).config.refreshInterval).toBe(300);
    expect(messagesOf(dashboardViewInput.safeParse(view({}, { refreshInterval: 9 })))).toEqual([REFRESH_INTERVAL_RANGE]);
    expect(messagesOf(dashboardViewInput.safeParse(view({}, { refreshInterval: 301 })))).toEqual([REFRESH_INTERVAL_RANGE]);
  });
});
