import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Badge } from "../../components/ui/badge";
import { MfaSettings } from "./mfa-settings";

const SYSTEM_SETTINGS = [
  { name: "Cookie Consent", value: "Active" },
  { name: "Analytics Tracking", value: "Enabled" },
  { name: "Affiliate Tracking", value: "Enabled" },
];

export function SettingsTab() {
  return (
    <div className="flex flex-col gap-6">
      <MfaSettings />
      <Card>
        <CardHeader>
          <CardTitle>System Settings</CardTitle>
          <CardDescription>Site-wide features</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-slate-800">
            {SYSTEM_SETTINGS.map((s) => (
              <li key={s.name} className="flex items-center justify-between py-3">
                <span className="text-sm">{s.name}</span>
                <Badge tone="success">{s.value}</Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
