import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Redirect, useLocation } from "wouter";
import { Tabs } from "radix-ui";
import { LogOut } from "lucide-react";
import { Button } from "../components/ui/button";
import { useAdminSession } from "../lib/session";
import { useTRPC } from "../lib/trpc";
import { MfaSettings } from "./admin/mfa-settings";
import { PlaceholderTab } from "./admin/placeholder-tab";
import { SecurityTab } from "./admin/security-tab";
import { SettingsTab } from "./admin/settings-tab";

const TABS = [
  { value: "analytics", label: "Analytics" },
  { value: "bookmakers", label: "Bookmakers" },
  { value: "teams", label: "Teams" },
  { value: "security", label: "Security" },
  { value: "debug", label: "Debug Tools" },
  { value: "settings", label: "Settings" },
] as const;

/** /admin: admins only; everyone else goes to /auth. */
export function AdminPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const session = useAdminSession();
  const signOut = useMutation(trpc.auth.signOut.mutationOptions());

  if (session.isPending) return <p className="flex min-h-screen items-center justify-center text-slate-400">Loading dashboard...</p>;
  const state = session.data;
  if (state?.status !== "signed_in" || !state.isAdmin) return <Redirect to="/auth" replace />;

  async function handleSignOut() {
    await signOut.mutateAsync().catch(() => undefined);
    queryClient.clear();
    navigate("/auth", { replace: true });
  }

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-800 bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <div>
            <h1 className="text-2xl font-bold">Admin Dashboard</h1>
            <p className="text-sm text-slate-400">Welcome back, {state.email}</p>
          </div>
          <Button variant="outline" onClick={handleSignOut} disabled={signOut.isPending}>
            <LogOut className="h-4 w-4" aria-hidden />
            Sign Out
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        {state.mfaEnrolled ? (
          <Tabs.Root defaultValue="analytics">
            <Tabs.List aria-label="Admin sections" className="mb-6 flex flex-wrap gap-1 rounded-lg bg-slate-900 p-1">
              {TABS.map((t) => (
                <Tabs.Trigger
                  key={t.value}
                  value={t.value}
                  className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-400 data-[state=active]:bg-slate-800 data-[state=active]:text-white"
                >
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="analytics">
              <PlaceholderTab title="Analytics" note="The analytics dashboard arrives with the analytics feature." />
            </Tabs.Content>
            <Tabs.Content value="bookmakers">
              <PlaceholderTab title="Bookmaker Management" note="Bookmaker management arrives with the bookmaker back-office feature." />
            </Tabs.Content>
            <Tabs.Content value="teams">
              <PlaceholderTab title="Team Management" note="Team lists arrive with the team management feature." />
            </Tabs.Content>
            <Tabs.Content value="security">
              <SecurityTab />
            </Tabs.Content>
            <Tabs.Content value="debug">
              <PlaceholderTab title="Debug Tools" note="API usage and data filters arrive with the sync feature." />
            </Tabs.Content>
            <Tabs.Content value="settings">
              <SettingsTab />
            </Tabs.Content>
          </Tabs.Root>
        ) : (
          <div className="mx-auto max-w-2xl">
            <MfaSettings forced />
          </div>
        )}
      </main>
    </div>
  );
}
