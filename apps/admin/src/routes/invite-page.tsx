import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { PASSWORDS_DIFFER, acceptInvitationInput } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { fieldErrors } from "../lib/field-errors";
import { errorMessage, useTRPC } from "../lib/trpc";

/** /auth#invite=…: a new admin chooses a password, then signs in (and sets up an authenticator). */
export function InvitePage({ token, onDone }: { token: string; onDone: () => void }) {
  const trpc = useTRPC();
  const accept = useMutation(trpc.auth.acceptInvitation.mutationOptions());
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const checked = acceptInvitationInput.safeParse({ token, password });
    const errors = checked.success ? {} : fieldErrors(checked.error.issues);
    if (!errors.password && password !== confirm) errors.confirm = PASSWORDS_DIFFER;
    setInvalid(errors);
    if (!checked.success || errors.confirm) return;
    try {
      setCreated((await accept.mutateAsync(checked.data)).email);
      setPassword("");
      setConfirm("");
    } catch (err) {
      setError(errorMessage(err, "Failed to accept the invitation"));
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <UserPlus className="size-10 text-link" aria-hidden />
          <CardTitle>Admin Invitation</CardTitle>
          <CardDescription>Admin access only. Unauthorized access is prohibited.</CardDescription>
        </CardHeader>
        <CardContent>
          {created ? (
            <div className="flex flex-col gap-4">
              <p role="status" className="text-sm">
                Account created for <strong>{created}</strong>. Sign in with your new password; you will set up an authenticator app first.
              </p>
              <Button onClick={onDone}>Go to Sign In</Button>
            </div>
          ) : (
            <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
              <p className="text-sm text-slate-400">Choose a password for your admin account (at least 12 characters). This link works once.</p>
              <FormField label="New password" error={invalid.password ?? invalid.token}>
                <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              </FormField>
              <FormField label="Confirm password" error={invalid.confirm}>
                <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
              </FormField>
              {error && (
                <p role="alert" className="text-sm text-red-400">
                  {error}
                </p>
              )}
              <Button type="submit" disabled={accept.isPending}>
                {accept.isPending ? "Creating account..." : "Create Account"}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
