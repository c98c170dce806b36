import { lazy, Suspense, useEffect, useState } from "react";
import { onConsentChange, readConsent } from "./consent";

// The tracker's code is fetched only once a visitor has allowed analytics.
const Tracking = lazy(() => import("./use-tracking").then((m) => ({ default: m.Tracking })));

/**
 * Mounts the tracker once analytics consent exists in this session, and keeps it mounted:
 * the tracker itself follows later consent changes (turning analytics off stops it).
 */
export function TrackingGate() {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (readConsent()?.analytics) setAllowed(true);
    return onConsentChange((c) => c?.analytics && setAllowed(true));
  }, []);
  return allowed ? (
    <Suspense fallback={null}>
      <Tracking />
    </Suspense>
  ) : null;
}
