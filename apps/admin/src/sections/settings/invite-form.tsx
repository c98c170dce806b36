import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { INVITATION_HOURS, inviteAdminInput } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { useToast } from "@eb/ui/toast";
import { fieldErrors } from "../../lib/field-errors";
import { errorMessage, useTRPC } from "../../lib/trpc";
import { formatTime } from "./format-time";
import type { useStepUp } from "./step-up";

/** The link the new admin opens; the token sits in the fragment, which browsers never send to a server. */
export const invitationLink = (token: string) => `${window.location.origin}/auth#invite=${token}`;

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
        setCreated({ email: result.email, link: invitationLink(result.token), expiresAt: result.expiresAt });
        setEmail("");
        toast({ title: "Invitation created" });
        await queryClient.invalidateQueries({ queryKey: trpc.accounts.team.queryKey() });
      },
      (err) => toast({ title: errorMessage(err, "Failed to create invitation"), variant: "destructive" }),
    );
  }

  async function copy(link: string) {
    await navigator.clipboard.writeText(link).then(
      () => toast({ title: "Copied to clipboard" }),
      () => undefined,
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <FormField label="New admin's email" error={invalid.email} className="flex-1">
          <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? "Creating..." : "Invite Admin"}
        </Button>
      </form>
      {created && (
        <div role="status" className="flex flex-col gap-2 rounded-md border border-slate-700 bg-slate-950 p-3 text-sm">
          <p>
            Invitation link for <strong>{created.email}</strong>. It works once and expires in {INVITATION_HOURS} hours ({formatTime(created.expiresAt)}). Send
            it privately; it is not shown again.
          </p>
          <code data-testid="invitation-link" className="break-all rounded bg-slate-900 p-2 text-xs">
            {created.link}
          </code>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void copy(created.link)}>
              Copy Link
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setCreated(null)}>
              Hide
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
