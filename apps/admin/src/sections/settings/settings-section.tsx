import { useId } from "react";
import { MfaSettings } from "../../mfa/mfa-settings";
import { ChangePasswordCard } from "./change-password-card";
import { MySessionsCard } from "./my-sessions-card";
import { SystemSettingsCard } from "./system-settings-card";
import { TeamCard } from "./team-card";

/** Settings tab (spec order): two-factor settings, then the system settings card; then this admin's password, the team and this admin's sessions. */
export default function SettingsSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6">
      <div>
        <h2 id={titleId} className="text-xl font-semibold">
          Settings
        </h2>
        <p className="text-sm text-slate-400">Your sign-in, the team of admins, and what the site tracks.</p>
      </div>
      <MfaSettings />
      <SystemSettingsCard />
      <ChangePasswordCard />
      <TeamCard />
      <MySessionsCard />
    </section>
  );
}
