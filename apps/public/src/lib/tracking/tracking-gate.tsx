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
    // The one listener for bookmaker clicks, from consent on: while the tracker's code loads it
    // keeps them, then it tracks each at once. (Handing over to a listener the tracker mounts
    // later would lose a click made between the two.)
    const early: HTMLAnchorElement[] = [];
    let tracker: typeof import("./tracker") | null = null;
    const onClick = (e: MouseEvent) => {
      const link = bookmakerLink(e.target);
      if (!link) return;
      if (!tracker) {
        early.push(link);
        return;
      }
      tracker.track("bookmaker_click", tracker.bookmakerClickData(link));
      tracker.flushEvents();
    };
    document.addEventListener("click", onClick, true);
    let alive = true;
    void Promise.all([import("./use-tracking"), import("./tracker")]).then(([ui, loaded]) => {
      if (!alive) return;
      tracker = loaded;
      loaded.setTrackingEnabled(readConsent()?.analytics === true);
      for (const link of early) loaded.track("bookmaker_click", loaded.bookmakerClickData(link));
      if (early.length) loaded.flushEvents();
      setTracking(() => ui.Tracking);
    });
    return () => {
      alive = false;
      document.removeEventListener("click", onClick, true);
    };
  }, [allowed]);

  return Tracking ? <Tracking /> : null;
}
