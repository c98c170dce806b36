import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { MINUTE_MS } from "@eb/api/shared";

export type ViewerClock = { timeZone: string; now: Date };

/**
 * The server renders times in UTC at its render instant. The browser hydrates with exactly
 * that (no mismatch), then switches to the visitor's own zone and clock.
 */
const RenderClockContext = createContext<ViewerClock>({ timeZone: "UTC", now: new Date(0) });

export function RenderClockProvider({ renderedAt, children }: { renderedAt: string; children: ReactNode }) {
  return <RenderClockContext.Provider value={{ timeZone: "UTC", now: new Date(renderedAt) }}>{children}</RenderClockContext.Provider>;
}

let snapshot: ViewerClock | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function readClientClock(): ViewerClock {
  const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
  if (!snapshot || snapshot.now.getTime() !== minute) {
    snapshot = { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC", now: new Date(minute) };
  }
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((l) => l()), 30_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useViewerClock(): ViewerClock {
  const rendered = useContext(RenderClockContext);
  return useSyncExternalStore(subscribe, readClientClock, () => rendered);
}

/** The year shown in titles and headings ("Best Esports Betting Sites 2026"): it follows the clock, never a fixed year. */
export function useCurrentYear(): number {
  return useViewerClock().now.getUTCFullYear();
}
