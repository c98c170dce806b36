import { describe, expect, it } from "vitest";
import { DASHBOARD_COMPONENTS } from "@eb/api/contracts";
import { arrangeTab, TAB_ORDER, type ViewConfig } from "./view-parts";

const view = (over: Partial<ViewConfig> = {}): ViewConfig => ({
  layout: "list",
  components: ["user-behavior", "bookmaker-performance", "content-performance"],
  colors: { primary: "#ef4444", secondary: "#22c55e" },
  showAlerts: false,
  showExport: false,
  refreshInterval: 45,
  ...over,
});

describe("arranging the Analytics tab for a view", () => {
  it("knows every one of the spec's nine components and Countries", () => {
    expect([...TAB_ORDER].sort()).toEqual([...DASHBOARD_COMPONENTS].sort());
  });

  it("without a view shows all ten components, refreshing every 30 s", () => {
    expect(arrangeTab(null)).toEqual({
      components: [...TAB_ORDER],
      layout: null,
      colors: { primary: "#3b82f6", secondary: "#64748b" },
      refetchMs: 30_000,
    });
  });

  it("shows exactly the view's components, in the tab's order, with its layout, colours and interval", () => {
    expect(arrangeTab(view())).toEqual({
      components: ["bookmaker-performance", "content-performance", "user-behavior"],
      layout: "list",
      colors: { primary: "#ef4444", secondary: "#22c55e" },
      refetchMs: 45_000,
    });
  });

  it("adds Smart Alerts with showAlerts and Export with showExport, once", () => {
    expect(arrangeTab(view({ showAlerts: true, showExport: true })).components).toEqual([
      "smart-alerts",
      "export-functionality",
      "bookmaker-performance",
      "content-performance",
      "user-behavior",
    ]);
    expect(arrangeTab(view({ components: ["smart-alerts"], showAlerts: true })).components).toEqual(["smart-alerts"]);
  });
});
