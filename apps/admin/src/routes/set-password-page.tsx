import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { KeyRound, UserPlus } from "lucide-react";
import { PASSWORDS_DIFFER, acceptInvitationInput, acceptPasswordResetInput, acceptSetupLinkInput } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { eventHandler } from "../lib/event-handler";
import { fieldErrors } from "../lib/field-errors";
import { errorMessage, useTRPC } from "../lib/trpc";
import type { OneTimeLink } from "./link-token";

const accountCreated = (email: string) => (
  <>
    Account created for <strong>{email}</strong>. Sign in with your new password; you will set up an authenticator app first.
  </>
);

const COPY = {
  invite: {
    Icon: UserPlus,
    schema: acceptInvitationInput,
    title: "Admin Invitation",
    intro: "Choose a password for your admin account.",
    submit: "Create Account",
    busy: "Creating account...",
    failed: "Failed to accept the invitation",
    done: accountCreated,
  },
  // The first admin's setup link takes the invitation's path, with the email given here.
  setup: {
    Icon: UserPlus,
    schema: acceptSetupLinkInput,
    title: "First Admin",
    intro: "No admin account exists yet: create the first one.",
    submit: "Create Account",
    busy: "Creating account...",
    failed: "Failed to create the first admin",
    done: accountCreated,
  },
  reset: {
    Icon: KeyRound,
    schema: acceptPasswordResetInput,
    title: "Reset Password",
    intro: "Choose a new password for your admin account. Every session of the account is signed out.",
    submit: "Set New Password",
    busy: "Setting password...",
    failed: "Failed to reset the password",
    done: (email: string) => (
      <>
        New password set for <strong>{email}</strong>. Sign in with it and your authenticator code.
      </>
    ),
  },
} as const;

/**
 * /auth#invite=…, /auth#reset=… and /auth#setup=…: the holder of a one-time link chooses a password
 * (and, for the first admin's setup link, which names no one, the email), then signs in. The server
 * decides whether the password is strong enough and says why when it is not.
 */
export function SetPasswordPage({ link, onDone }: { link: OneTimeLink; onDone: () => void }) {
  const trpc = useTRPC();
  const acceptInvitation = useMutation(trpc.auth.acceptInvitation.mutationOptions());
  const acceptReset = useMutation(trpc.auth.acceptPasswordReset.mutationOptions());
  // A setup link takes the invitation's path: one acceptance, one set of password and enrolment rules.
  const accept = link.kind === "reset" ? acceptReset : acceptInvitation;
  const copy = COPY[link.kind];
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const checked = copy.schema.safeParse({ token: link.token, password, ...(link.kind === "setup" ? { email } : {}) });
    const errors = checked.success ? {} : fieldErrors(checked.error.issues);
    if (!errors.password && password !== confirm) errors.confirm = PASSWORDS_DIFFER;
    setInvalid(errors);
    if (!checked.success || errors.confirm) return;
    try {
      setDone((await accept.mutateAsync(checked.data)).email);
      setPassword("");
      setConfirm("");
    } catch (err) {
      setError(errorMessage(err, copy.failed));
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <copy.Icon className="size-10 text-link" aria-hidden />
          <CardTitle level={1}>{copy.title}</CardTitle>
          <CardDescription>Admin access only. Unauthorized access is prohibited.</CardDescription>
        </CardHeader>
        <CardContent>
          {done ? (
            <div className="flex flex-col gap-4">
              <p role="status" className="text-sm">
                {copy.done(done)}
              </p>
              <Button onClick={onDone}>Go to Sign In</Button>
            </div>
          ) : (
            <form onSubmit={eventHandler(submit)} className="flex flex-col gap-4" noValidate>
              <p className="text-sm text-slate-400">
                {copy.intro} At least 12 characters and hard to guess: not a common password, and not the part of your email before the @. A few unrelated words
                make a good one. This link works once.
              </p>
              {link.kind === "setup" && (
                <FormField label="Email" error={invalid.email}>
                  <Input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
                </FormField>
              )}
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
                {accept.isPending ? copy.busy : copy.submit}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
