import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { challengeInput } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { eventHandler } from "../lib/event-handler";
import { errorMessage, useTRPC } from "../lib/trpc";
import { useRefreshSession } from "../lib/session";
import { cleanCode } from "../lib/clean-code";

export function TwoFactorForm() {
  const trpc = useTRPC();
  const refresh = useRefreshSession();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const verify = useMutation(trpc.auth.verifyChallenge.mutationOptions());
  const signOut = useMutation(trpc.auth.signOut.mutationOptions());

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    // The same rule as the server's auth.verifyChallenge input (spec: at least 6 characters).
    const checked = challengeInput.safeParse({ code });
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    try {
      await verify.mutateAsync(checked.data);
      await refresh();
    } catch (err) {
      setCode("");
      setError(errorMessage(err, "Invalid verification code"));
    }
  }

  async function cancel() {
    // Cancel abandons the pending sign-in on the server, then reloads the page.
    await signOut.mutateAsync().catch(() => undefined);
    window.location.reload();
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <KeyRound className="size-10 text-link" aria-hidden />
        <CardTitle level={1}>Two-Factor Authentication</CardTitle>
        <CardDescription>{recovery ? "Enter one of your 8-character recovery codes." : "Enter the 6-digit code from your authenticator app."}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={eventHandler(submit)} className="flex flex-col gap-4" noValidate>
          <FormField label={recovery ? "Recovery code" : "Verification code"} error={error}>
            <Input
              autoComplete="one-time-code"
              inputMode={recovery ? "text" : "numeric"}
              placeholder={recovery ? "XXXXXXXX" : "000000"}
              className="text-center font-mono text-lg tracking-widest"
              value={code}
              onChange={(e) => setCode(cleanCode(e.target.value, recovery))}
              autoFocus
            />
          </FormField>
          <Button type="submit" disabled={verify.isPending}>
            {verify.isPending ? "Verifying..." : "Verify"}
          </Button>
          <Button
            variant="link"
            onClick={() => {
              setRecovery(!recovery);
              setCode("");
              setError(null);
            }}
          >
            {recovery ? "Use authenticator app instead" : "Use recovery code instead"}
          </Button>
          <Button variant="outline" onClick={eventHandler(cancel)}>
            Cancel
          </Button>
          <p className="text-center text-xs text-slate-400">Having trouble signing in? Contact your administrator.</p>
        </form>
      </CardContent>
    </Card>
  );
}
