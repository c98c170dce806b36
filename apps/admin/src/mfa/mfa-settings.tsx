import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { ConfirmDialog } from "@eb/ui/confirm-dialog";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { useToast } from "@eb/ui/toast";
import { useRefreshSession } from "../lib/session";
import { eventHandler } from "../lib/event-handler";
import { errorMessage, useTRPC } from "../lib/trpc";
import { MfaSetup } from "./mfa-setup";
import { mfaQuestion, type MfaConfirm } from "./mfa-confirms";
import { RecoveryCodesView } from "./recovery-codes-view";
import { useStepUp } from "../sections/settings/step-up";

export const MFA_REQUIRED = "MFA is required for admin accounts. Please complete the setup to continue.";
export const SETUP_CANCELLED = "MFA setup cancelled. Your existing MFA method remains active.";

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
  const stepUp = useStepUp();
  const [setup, setSetup] = useState(forced);
  const [confirm, setConfirm] = useState<MfaConfirm | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  // Without a factor the session is no longer enrolled, so the shell switches to the forced setup.
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.mfa.list.queryKey() });
    await refreshSession();
  };

  // Each question, once answered yes, runs its action guarded: without a fresh step-up the server
  // refuses, the step-up dialog asks for password and code, and the action runs again. The question
  // closes when the first try ends, so the step-up dialog never opens on top of it. Only this
  // question: the retry after the step-up shows its result (the new codes) before it ends, and a
  // question the admin has opened again meanwhile must stay open.
  function confirmed(action: () => Promise<void>, failure: string) {
    const asked = confirm;
    return stepUp.guarded(
      () => action().finally(() => setConfirm((current) => (current === asked ? null : current))),
      (err) => toast({ title: errorMessage(err, failure), variant: "destructive" }),
    );
  }

  function onConfirm() {
    if (!confirm) return;
    switch (confirm.kind) {
      case "add":
      case "reset":
        return confirmed(async () => {
          await reset.mutateAsync();
          toast({ title: "MFA Reset Complete" });
          await reload();
        }, "Failed to reset MFA");
      case "disable":
        return confirmed(async () => {
          await disable.mutateAsync({ factorId: confirm.factorId });
          toast({ title: "MFA Disabled" });
          await reload();
        }, "Failed to disable MFA");
      case "codes":
        // New codes replace the old ones and are shown to whoever asks: the server wants a step-up too.
        return confirmed(async () => {
          setNewCodes((await regenerate.mutateAsync()).recoveryCodes);
          await reload();
        }, "Failed to set up MFA");
    }
  }

  function onDecline() {
    // Spec: declining the reset asked for by a new method keeps the existing one, and says so.
    if (confirm?.kind === "add") toast({ title: SETUP_CANCELLED });
    setConfirm(null);
  }

  const pending = reset.isPending || disable.isPending || regenerate.isPending;
  const question = confirm ? mfaQuestion(confirm) : null;

  return (
    <Card>
      <CardHeader>
        {/* Forced, it is the page's only card, right under the h1; in Settings it sits under the tab's h2. */}
        <CardTitle level={forced ? 2 : 3} className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-link" aria-hidden />
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
        {newCodes && <RecoveryCodesView codes={newCodes} />}
        {setup ? (
          <MfaSetup
            forced={forced}
            onCancel={() => setSetup(false)}
            onDone={eventHandler(async () => {
              setSetup(false);
              await reload();
            })}
          />
        ) : (
          <QueryBoundary
            query={factors}
            loadingLabel="Loading MFA settings..."
            errorDescription="Failed to load MFA settings"
            isEmpty={(data) => data.factors.length === 0}
            empty={
              <div className="flex flex-col items-start gap-3">
                <p className="text-sm text-slate-400">Two-factor authentication is not enabled.</p>
                <Button onClick={() => setSetup(true)}>Enable MFA</Button>
              </div>
            }
          >
            {(data) => (
              <>
                <ul className="divide-y divide-slate-800">
                  {data.factors.map((f) => (
                    <li key={f.id} className="flex items-center justify-between gap-2 py-3">
                      <span className="flex items-center gap-2 text-sm">
                        {f.friendlyName ?? "Authenticator app"} <Badge variant="success">Verified</Badge>
                      </span>
                      <Button
                        variant="destructive"
                        size="sm"
                        aria-label={`Disable ${f.friendlyName ?? "Authenticator app"}`}
                        onClick={() =>
                          setConfirm({ kind: "disable", factorId: f.id, name: f.friendlyName ?? "Authenticator app", last: data.factors.length === 1 })
                        }
                        disabled={disable.isPending}
                      >
                        Disable
                      </Button>
                    </li>
                  ))}
                </ul>
                <p className="text-sm text-slate-400">Recovery codes left: {data.recoveryCodesLeft}</p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" onClick={() => setConfirm({ kind: "add" })}>
                    Add Method
                  </Button>
                  <Button variant="outline" onClick={() => setConfirm({ kind: "codes" })} disabled={regenerate.isPending}>
                    New Recovery Codes
                  </Button>
                  <Button variant="destructive" onClick={() => setConfirm({ kind: "reset" })}>
                    Reset MFA
                  </Button>
                </div>
              </>
            )}
          </QueryBoundary>
        )}
        <ConfirmDialog
          open={question !== null}
          title={question?.title ?? ""}
          description={question?.description ?? ""}
          confirmLabel={(pending ? question?.pendingLabel : question?.confirmLabel) ?? ""}
          destructive
          pending={pending}
          onConfirm={() => void onConfirm()}
          onCancel={onDecline}
        />
        {stepUp.dialog}
      </CardContent>
    </Card>
  );
}
