import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PASSWORDS_DIFFER, changePasswordInput } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { useToast } from "@eb/ui/toast";
import { eventHandler } from "../../lib/event-handler";
import { fieldErrors } from "../../lib/field-errors";
import { errorMessage, useTRPC } from "../../lib/trpc";
import { useStepUp } from "./step-up";

const EMPTY = { currentPassword: "", newPassword: "", confirm: "" };

/**
 * Settings tab, Password: the signed-in admin changes their own password (current password and a
 * step-up). The server judges the new one and says why it refuses it; the other sessions end.
 */
export function ChangePasswordCard() {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const stepUp = useStepUp();
  const change = useMutation(trpc.accounts.changePassword.mutationOptions());
  const [fields, setFields] = useState(EMPTY);
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const checked = changePasswordInput.safeParse(fields);
    const errors = checked.success ? {} : fieldErrors(checked.error.issues);
    if (!errors.newPassword && fields.newPassword !== fields.confirm) errors.confirm = PASSWORDS_DIFFER;
    setInvalid(errors);
    if (!checked.success || errors.confirm) return;
    await stepUp.guarded(
      async () => {
        const { endedSessions } = await change.mutateAsync(checked.data);
        setFields(EMPTY);
        toast({ title: "Password changed", description: `Other sessions signed out: ${endedSessions}` });
        await queryClient.invalidateQueries({ queryKey: trpc.accounts.mySessions.queryKey() });
      },
      (err) => setError(errorMessage(err, "Failed to change the password")),
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Password</CardTitle>
        <CardDescription>
          At least 12 characters and hard to guess: not a common password, and not the part of your email before the @. Your other sessions are signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={eventHandler(submit)} className="flex max-w-md flex-col gap-4" noValidate>
          <FormField label="Current password" error={invalid.currentPassword}>
            <Input type="password" autoComplete="current-password" value={fields.currentPassword} onChange={set("currentPassword")} />
          </FormField>
          <FormField label="New password" error={invalid.newPassword}>
            <Input type="password" autoComplete="new-password" value={fields.newPassword} onChange={set("newPassword")} />
          </FormField>
          <FormField label="Confirm new password" error={invalid.confirm}>
            <Input type="password" autoComplete="new-password" value={fields.confirm} onChange={set("confirm")} />
          </FormField>
          {error && (
            <p role="alert" className="text-sm text-red-400">
              {error}
            </p>
          )}
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change Password"}
          </Button>
        </form>
        {stepUp.dialog}
      </CardContent>
    </Card>
  );
}
