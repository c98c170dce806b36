import { createContext, useContext, type ReactNode } from "react";

const AnalyticsContext = createContext(true);

/** ANALYTICS_TRACKING on the server: without it there is nothing to consent to (no banner, tracker or settings link). */
export function AnalyticsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return <AnalyticsContext.Provider value={enabled}>{children}</AnalyticsContext.Provider>;
}

export const useAnalyticsEnabled = () => useContext(AnalyticsContext);
