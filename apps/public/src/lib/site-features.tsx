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

const DemoVisitorPlaceContext = createContext<string | null>(null);

/**
 * The place (by name) the demo gives a visitor it could not place (DEMO_VISITOR_PLACE): no demo
 * bookmaker is licensed everywhere, so the demo on a visitor's own computer shows that place's offers,
 * and says so on every page.
 */
export function DemoVisitorPlaceProvider({ place, children }: { place: string | null; children: ReactNode }) {
  return <DemoVisitorPlaceContext.Provider value={place}>{children}</DemoVisitorPlaceContext.Provider>;
}

export const useDemoVisitorPlace = () => useContext(DemoVisitorPlaceContext);
