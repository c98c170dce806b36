import { useEffect, useState, type ComponentType } from "react";
import { onConsentChange, readConsent } from "./consent";
import { bookmakerLink } from "./bookmaker-link";

/**
 * Mounts the tracker once analytics consent exists in this session, and keeps it mounted:
 * the tracker itself follows later consent changes (turning analytics off stops it).
 * Its code is fetched only after consent; bookmaker clicks made while it loads are kept and
 * counted once it is there, so a visitor who accepts and clicks at once is not lost.
 */
export function TrackingGate() {
  // Mounted only in the browser, after hydration, so the stored choice can be read at once.
  const [allowed, setAllowed] = useState(() => readConsent()?.analytics === true);
  const [Tracking, setTracking] = useState<ComponentType | null>(null);

  useEffect(
    () =>
      onConsentChange((c) => {
        if (c?.analytics) setAllowed(true);
      }),
    [],
  );

  useEffect(() => {
    if (!allowed) return;
    const early: HTMLAnchorElement[] = [];
    const onClick = (e: MouseEvent) => {
      const link = bookmakerLink(e.target);
      if (link) early.push(link);
    };
    document.addEventListener("click", onClick, true);
    let alive = true;
    void Promise.all([import("./use-tracking"), import("./tracker")]).then(([ui, tracker]) => {
      document.removeEventListener("click", onClick, true);
      if (!alive) return;
      tracker.setTrackingEnabled(readConsent()?.analytics === true);
      for (const link of early) tracker.track("bookmaker_click", tracker.bookmakerClickData(link));
      if (early.length) tracker.flushEvents();
      setTracking(() => ui.Tracking);
    });
    return () => {
      alive = false;
      document.removeEventListener("click", onClick, true);
    };
  }, [allowed]);

  return Tracking ? <Tracking /> : null;
}
