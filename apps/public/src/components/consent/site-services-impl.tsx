import { CookieBanner } from "./cookie-banner";
import { Tracking } from "../../lib/tracking/use-tracking";
import { OnlineStatus } from "../error-fallbacks/online-status";

/** Browser-only services mounted once: cookie banner and settings, consent-gated tracker, online status. */
export default function SiteServicesImpl() {
  return (
    <>
      <Tracking />
      <OnlineStatus />
      <CookieBanner />
    </>
  );
}
