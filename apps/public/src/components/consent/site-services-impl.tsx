import { CookieBanner } from "./cookie-banner";
import { TrackingGate } from "../../lib/tracking/tracking-gate";

/** Browser-only services mounted once: cookie banner and settings, consent-gated tracker. */
export default function SiteServicesImpl() {
  return (
    <>
      <TrackingGate />
      <CookieBanner />
    </>
  );
}
