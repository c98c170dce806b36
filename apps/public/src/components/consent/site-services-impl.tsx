import { CookieBanner } from "./cookie-banner";
import { TrackingGate } from "../../lib/tracking/tracking-gate";
import { OnlineStatus } from "../error-fallbacks/online-status";

/** Browser-only services mounted once: cookie banner and settings, consent-gated tracker, online status. */
export default function SiteServicesImpl() {
  return (
    <>
      <TrackingGate />
      <OnlineStatus />
      <CookieBanner />
    </>
  );
}
