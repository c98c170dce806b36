import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { useToast } from "../../components/toaster";
import { useRefreshSession } from "../../lib/session";
import { errorMessage, useTRPC } from "../../lib/trpc";
import { MfaSetup } from "./mfa-setup";
import { RecoveryCodesView } from "./recovery-codes-view";

export const MFA_REQUIRED = "MFA is required for admin accounts. Please complete the setup to continue.";

/** Two-factor settings: enrol, add a method, disable, reset, new recovery codes. */
export function MfaSettings({ forced = false }: { forced?: boolean }) {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  const factors = useQuery(trpc.mfa.list.queryOptions());
  const disable = useMutation(trpc.mfa.disable.mutationOptions());
  const reset = useMutation(trpc.mfa.reset.mutationOptions());
  const regenerate = useMutation(trpc.mfa.regenerateRecoveryCodes.mutationOptions());
  const [setup, setSetup] = useState(forced);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.mfa.list.queryKey() });
    await refreshSession();
  };
  const list = factors.data?.factors ?? [];

  async function startSetup() {
    if (list.length > 0) {
      if (!window.confirm("An MFA method already exists. Reset it and set up a new one?")) {
        toast({ title: "MFA setup cancelled. Your existing MFA method remains active." });
        return;
      }
      if (!(await doReset())) return;
    }
    setSetup(true);
  }

  async function doReset(): Promise<boolean> {
    try {
      await reset.mutateAsync();
      toast({ title: "MFA Reset Complete" });
      return true;
    } catch (err) {
      toast({ title: errorMessage(err, "Failed to reset MFA"), destructive: true });
      return false;
    }
  }

  async function doDisable(factorId: string) {
    try {
      await disable.mutateAsync({ factorId });
      toast({ title: "MFA Disabled" });
      await reload();
    } catch (err) {
      toast({ title: errorMessage(err, "Failed to disable MFA"), destructive: true });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="h-5 w-5 text-blue-400" aria-hidden />
          Two-Factor Authentication
        </CardTitle>
        <CardDescription>Protect the admin account with an authenticator app.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {forced && (
          <p role="alert" className="rounded-md border border-amber-700 bg-amber-950/40 p-3 text-sm">
            {MFA_REQUIRED}
          </p>
        )}
        {factors.isError && <p role="alert" className="text-sm text-red-400">Failed to load MFA settings</p>}
        {factors.isPending && <p className="text-sm text-slate-400">Loading...</p>}
        {newCodes && <RecoveryCodesView codes={newCodes} />}
        {setup ? (
          <MfaSetup
            forced={forced}
            onCancel={() => setSetup(false)}
            onDone={async () => {
              setSetup(false);
              await reload();
            }}
          />
        ) : (
          factors.data && (
            <>
              {list.length === 0 ? (
                <p className="text-sm text-slate-400">Two-factor authentication is not enabled.</p>
              ) : (
                <ul className="divide-y divide-slate-800">
                  {list.map((f) => (
                    <li key={f.id} className="flex items-center justify-between gap-2 py-3">
                      <span className="flex items-center gap-2 text-sm">
                        {f.friendlyName ?? "Authenticator app"} <Badge tone="success">Verified</Badge>
                      </span>
                      <Button variant="destructive" size="sm" onClick={() => doDisable(f.id)} disabled={disable.isPending}>
                        Disable
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {list.length > 0 && <p className="text-sm text-slate-400">Recovery codes left: {factors.data.recoveryCodesLeft}</p>}
              <div className="flex flex-wrap gap-2">
                {list.length === 0 ? (
                  <Button onClick={() => setSetup(true)}>Enable MFA</Button>
                ) : (
                  <>
                    <Button variant="outline" onClick={() => setSetup(true)}>
                      Add Method
                    </Button>
                    <Button variant="outline" onClick={startSetup}>
                      Set Up New Authenticator
                    </Button>
                    <Button
                      variant="outline"
                      onClick={async () => {
                        try {
                          setNewCodes((await regenerate.mutateAsync()).recoveryCodes);
                          await reload();
                        } catch (err) {
                          toast({ title: errorMessage(err, "Failed to set up MFA"), destructive: true });
                        }
                      }}
                    >
                      New Recovery Codes
                    </Button>
                    <Button
                      variant="destructive"
                      onClick={async () => {
                        if (window.confirm("Remove every MFA method and recovery code?") && (await doReset())) await reload();
                      }}
                    >
                      Reset MFA
                    </Button>
                  </>
                )}
              </div>
            </>
          )
        )}
      </CardContent>
    </Card>
  );
}
