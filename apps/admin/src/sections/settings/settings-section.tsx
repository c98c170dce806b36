import { MfaSettings } from "../../mfa/mfa-settings";
import { ChangePasswordCard } from "./change-password-card";
import { MySessionsCard } from "./my-sessions-card";
import { SystemSettingsCard } from "./system-settings-card";
import { TeamCard } from "./team-card";

/** Settings tab (spec order): two-factor settings, then the system settings card; then this admin's password, the team and this admin's sessions. */
export default function SettingsSection() {
  return (
    <div className="flex flex-col gap-6">
      <MfaSettings />
      <SystemSettingsCard />
      <ChangePasswordCard />
      <TeamCard />
      <MySessionsCard />
    </div>
  );
}
