import { MfaSettings } from "../../mfa/mfa-settings";
import { SystemSettingsCard } from "./system-settings-card";

/** Settings tab (spec order): two-factor settings, then the system settings card. */
export default function SettingsSection() {
  return (
    <div className="flex flex-col gap-6">
      <MfaSettings />
      <SystemSettingsCard />
    </div>
  );
}
