import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { INVITATION_HOURS } from "@eb/api/contracts";
import { useToast } from "@eb/ui/toast";
import { errorMessage, useTRPC } from "../../lib/trpc";
import { formatTime } from "./format-time";
import { OneTimeLinkPanel, oneTimeLink } from "./one-time-link-panel";
import type { useStepUp } from "./step-up";

/**
 * The Team card's password reset links: another admin who forgot their password gets a one-time
 * link (step-up first), shown once like an invitation and listed with the pending invitations.
 */
export function useResetLink(stepUp: ReturnType<typeof useStepUp>) {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const createReset = useMutation(trpc.accounts.createPasswordReset.mutationOptions());
  const [created, setCreated] = useState<{ email: string; link: string; expiresAt: string | Date } | null>(null);

  async function create(account: { userId: string; email: string }) {
    await stepUp.guarded(
      async () => {
        const result = await createReset.mutateAsync({ userId: account.userId });
        setCreated({ email: result.email, link: oneTimeLink("reset", result.token), expiresAt: result.expiresAt });
        toast({ title: "Password reset link created", description: result.email });
        await queryClient.invalidateQueries({ queryKey: trpc.accounts.team.queryKey() });
      },
      (err) => toast({ title: errorMessage(err, "Failed to create the password reset link"), variant: "destructive" }),
    );
  }

  const panel = created && (
    <OneTimeLinkPanel link={created.link} testId="reset-link" onHide={() => setCreated(null)}>
      Password reset link for <strong>{created.email}</strong>. It works once and expires in {INVITATION_HOURS} hours ({formatTime(created.expiresAt)}); using
      it signs the account out everywhere. Send it privately; it is not shown again.
    </OneTimeLinkPanel>
  );
  return { create, panel, isPending: createReset.isPending };
}
