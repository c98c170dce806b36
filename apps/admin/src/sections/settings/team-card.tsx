import { useEffect, useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { ConfirmDialog } from "@eb/ui/confirm-dialog";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { useToast } from "@eb/ui/toast";
import type { AdminOutputs } from "@eb/api/admin-types";
import { useAdminSession, useRefreshSession } from "../../lib/session";
import { errorMessage, useTRPC } from "../../lib/trpc";
import { formatTime } from "./format-time";
import { InviteForm } from "./invite-form";
import { useResetLink } from "./reset-link";
import { SubHeading, useStepUp } from "./step-up";

type Account = AdminOutputs["accounts"]["team"]["accounts"][number];
type Invitation = AdminOutputs["accounts"]["team"]["invitations"][number];
type ActionKind = "removeAdmin" | "resetFactor" | "endSessions";
type Pending = { kind: ActionKind; account: Account };

const ACTIONS: Record<ActionKind, { label: string; title: string; description: (email: string) => string; done: string; failed: string }> = {
  removeAdmin: {
    label: "Remove Admin Role",
    title: "Remove the admin role?",
    description: (email) => `${email} loses access to the back office at once; their open sessions are ended.`,
    done: "Admin role removed",
    failed: "Failed to remove the admin role",
  },
  resetFactor: {
    label: "Reset 2FA",
    title: "Reset two-factor authentication?",
    description: (email) =>
      `Every authenticator and recovery code of ${email} stops working and their sessions end. They set up a new authenticator at their next sign-in.`,
    done: "MFA Reset Complete",
    failed: "Failed to reset MFA",
  },
  endSessions: {
    label: "End Sessions",
    title: "End all sessions?",
    description: (email) => `${email} is signed out on every device (your own current session stays).`,
    done: "Sessions ended",
    failed: "Failed to end sessions",
  },
};

/** Settings tab, Team: the admin accounts, invitations and what an admin may do to an account. */
export function TeamCard() {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const refreshSession = useRefreshSession();
  const titleId = useId();
  const team = useQuery(trpc.accounts.team.queryOptions());
  const stepUpStatus = useQuery(trpc.accounts.stepUpStatus.queryOptions());
  const stepUp = useStepUp();
  const resetLink = useResetLink(stepUp);
  const removeAdmin = useMutation(trpc.accounts.removeAdmin.mutationOptions());
  const resetFactor = useMutation(trpc.accounts.resetFactor.mutationOptions());
  const endSessions = useMutation(trpc.accounts.endSessions.mutationOptions());
  const revoke = useMutation(trpc.accounts.revokeInvitation.mutationOptions());
  const [pending, setPending] = useState<Pending | null>(null);
  const myEmail = session.data?.status === "signed_in" ? session.data.email : null;
  const busy = removeAdmin.isPending || resetFactor.isPending || endSessions.isPending;

  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.accounts.team.queryKey() });

  async function run({ kind, account }: Pending) {
    setPending(null);
    const action = ACTIONS[kind];
    await stepUp.guarded(
      async () => {
        const input = { userId: account.userId };
        if (kind === "removeAdmin") await removeAdmin.mutateAsync(input);
        else if (kind === "resetFactor") await resetFactor.mutateAsync(input);
        else await endSessions.mutateAsync(input);
        toast({ title: action.done, description: account.email });
        // Removing one's own role or factor changes this session too (it may have ended).
        if (account.email === myEmail) await refreshSession();
        await reload();
      },
      (err) => toast({ title: errorMessage(err, action.failed), variant: "destructive" }),
    );
  }

  async function revokeInvitation(invitationId: string, kind: Invitation["kind"]) {
    try {
      await revoke.mutateAsync({ invitationId });
      toast({ title: kind === "password_reset" ? "Password reset link revoked" : "Invitation revoked" });
      await reload();
    } catch (err) {
      toast({ title: errorMessage(err, "Failed to revoke the invitation"), variant: "destructive" });
    }
  }

  const validUntil = stepUpStatus.data?.validUntil;
  const { refetch: refetchStepUp } = stepUpStatus;
  useEffect(() => {
    // Asks again once the confirmation lapses, so the card does not claim one that no longer counts.
    if (!validUntil) return;
    const timer = setTimeout(() => void refetchStepUp(), Math.max(0, new Date(validUntil).getTime() - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [validUntil, refetchStepUp]);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Team</CardTitle>
        <CardDescription>
          Admin accounts. Inviting, removing a role, resetting 2FA and making a password reset link ask for your password and a current code.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-400">
          {validUntil ? (
            <span role="status">Identity confirmed until {new Date(validUntil).toLocaleTimeString()}</span>
          ) : (
            <>
              <span>Identity not confirmed recently.</span>
              <Button size="sm" variant="outline" onClick={stepUp.openStepUp}>
                Confirm Identity
              </Button>
            </>
          )}
        </div>
        <InviteForm stepUp={stepUp} />
        {resetLink.panel}
        <QueryBoundary query={team} loadingLabel="Loading team..." isEmpty={(d) => d.accounts.length === 0 && d.invitations.length === 0}>
          {({ accounts, invitations }) => (
            <>
              <section className="flex flex-col gap-2" aria-label="Accounts">
                <SubHeading>Accounts</SubHeading>
                <ul className="divide-y divide-slate-800" data-testid="team-accounts">
                  {accounts.map((a) => (
                    <li key={a.userId} className="flex flex-col gap-2 py-3 lg:flex-row lg:items-center lg:justify-between" aria-label={a.email}>
                      <div className="flex min-w-0 flex-col gap-1">
                        <span className="flex flex-wrap items-center gap-2 break-all font-medium">
                          {a.email}
                          {a.email === myEmail && <Badge variant="outline">You</Badge>}
                        </span>
                        <span className="flex flex-wrap gap-2 text-xs text-slate-400">
                          <Badge variant={a.role ? "success" : "secondary"}>{a.role ? "Admin" : "No role"}</Badge>
                          <Badge variant={a.mfaEnabled ? "success" : "secondary"}>{a.mfaEnabled ? "2FA on" : "2FA off"}</Badge>
                          <span>Last sign-in: {a.lastSignInAt ? formatTime(a.lastSignInAt) : "never"}</span>
                          <span>Active sessions: {a.activeSessions}</span>
                        </span>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        {a.role === "admin" && a.email !== myEmail && (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Password Reset Link: ${a.email}`}
                            disabled={busy || resetLink.isPending}
                            onClick={() => void resetLink.create(a)}
                          >
                            Password Reset Link
                          </Button>
                        )}
                        {(["endSessions", "resetFactor", "removeAdmin"] as const)
                          .filter((kind) => kind !== "removeAdmin" || a.role === "admin")
                          .map((kind) => (
                            <Button
                              key={kind}
                              size="sm"
                              variant={kind === "endSessions" ? "outline" : "destructive"}
                              aria-label={`${ACTIONS[kind].label}: ${a.email}`}
                              disabled={busy}
                              onClick={() => setPending({ kind, account: a })}
                            >
                              {ACTIONS[kind].label}
                            </Button>
                          ))}
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
              <section className="flex flex-col gap-2" aria-label="Pending invitations">
                <SubHeading>Pending invitations and reset links</SubHeading>
                {invitations.length === 0 ? (
                  <p className="text-sm text-slate-400">No pending invitations.</p>
                ) : (
                  <ul className="divide-y divide-slate-800">
                    {invitations.map((i) => (
                      <li key={i.invitationId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                        <span className="flex flex-wrap items-center gap-2 break-all">
                          {i.email}
                          {i.kind === "password_reset" && <Badge variant="outline">Password reset</Badge>}
                          <span className="text-xs text-slate-400">expires {formatTime(i.expiresAt)}</span>
                        </span>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={i.kind === "password_reset" ? `Revoke password reset link: ${i.email}` : `Revoke: ${i.email}`}
                          disabled={revoke.isPending}
                          onClick={() => void revokeInvitation(i.invitationId, i.kind)}
                        >
                          Revoke
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </QueryBoundary>
        <ConfirmDialog
          open={pending !== null}
          title={pending ? ACTIONS[pending.kind].title : ""}
          description={pending ? ACTIONS[pending.kind].description(pending.account.email) : ""}
          confirmLabel={pending ? ACTIONS[pending.kind].label : "Confirm"}
          destructive={pending?.kind !== "endSessions"}
          onConfirm={() => pending && void run(pending)}
          onCancel={() => setPending(null)}
        />
        {stepUp.dialog}
      </CardContent>
    </Card>
  );
}
