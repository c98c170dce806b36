import { createContext, useContext, type ReactNode } from "react";

const AnalyticsContext = createContext(true);

/** ANALYTICS_TRACKING on the server: without it there is nothing to consent to (no banner, tracker or settings link). */
export function AnalyticsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return <AnalyticsContext.Provider value={enabled}>{children}</AnalyticsContext.Provider>;
}

export const useAnalyticsEnabled = () => useContext(AnalyticsContext);

const DemoEsportsContext = createContext(false);

/** The esports data comes from the demo provider (no PANDASCORE_TOKEN, DEMO_DATA on): invented, and labelled so. */
export function DemoEsportsProvider({ demo, children }: { demo: boolean; children: ReactNode }) {
  return <DemoEsportsContext.Provider value={demo}>{children}</DemoEsportsContext.Provider>;
}

export const useDemoEsports = () => useContext(DemoEsportsContext);
