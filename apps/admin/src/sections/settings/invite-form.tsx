import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { INVITATION_HOURS, inviteAdminInput } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { useToast } from "@eb/ui/toast";
import { eventHandler } from "../../lib/event-handler";
import { fieldErrors } from "../../lib/field-errors";
import { errorMessage, useTRPC } from "../../lib/trpc";
import { formatTime } from "./format-time";
import { OneTimeLinkPanel, oneTimeLink } from "./one-time-link-panel";
import type { useStepUp } from "./step-up";

/** Add an admin: a one-time invitation link, shown once. */
export function InviteForm({ stepUp }: { stepUp: ReturnType<typeof useStepUp> }) {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const invite = useMutation(trpc.accounts.invite.mutationOptions());
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<{ email: string; link: string; expiresAt: string | Date } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = inviteAdminInput.safeParse({ email });
    setInvalid(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) return;
    await stepUp.guarded(
      async () => {
        const result = await invite.mutateAsync(checked.data);
        setCreated({ email: result.email, link: oneTimeLink("invite", result.token), expiresAt: result.expiresAt });
        setEmail("");
        toast({ title: "Invitation created" });
        await queryClient.invalidateQueries({ queryKey: trpc.accounts.team.queryKey() });
      },
      (err) => toast({ title: errorMessage(err, "Failed to create invitation"), variant: "destructive" }),
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={eventHandler(submit)} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <FormField label="New admin's email" error={invalid.email} className="flex-1">
          <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? "Creating..." : "Invite Admin"}
        </Button>
      </form>
      {created && (
        <OneTimeLinkPanel link={created.link} testId="invitation-link" onHide={() => setCreated(null)}>
          Invitation link for <strong>{created.email}</strong>. It works once and expires in {INVITATION_HOURS} hours ({formatTime(created.expiresAt)}). Send it
          privately; it is not shown again.
        </OneTimeLinkPanel>
      )}
    </div>
  );
}
