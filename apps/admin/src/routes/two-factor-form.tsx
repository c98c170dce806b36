import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { Input, Label } from "../components/ui/input";
import { errorMessage, useTRPC } from "../lib/trpc";
import { useRefreshSession } from "../lib/session";

/** Spec: authenticator mode digits only (max 6); recovery mode uppercased (max 8). */
export function cleanCode(value: string, recovery: boolean): string {
  return recovery ? value.toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 8) : value.replace(/\D/g, "").slice(0, 6);
}

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
    if (code.length < 6) {
      setError("Please enter a valid verification code");
      return;
    }
    try {
      await verify.mutateAsync({ code });
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
        <KeyRound className="h-10 w-10 text-blue-400" aria-hidden />
        <CardTitle>Two-Factor Authentication</CardTitle>
        <CardDescription>
          {recovery ? "Enter one of your 8-character recovery codes." : "Enter the 6-digit code from your authenticator app."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor="mfa-code">{recovery ? "Recovery code" : "Verification code"}</Label>
            <Input
              id="mfa-code"
              autoComplete="one-time-code"
              inputMode={recovery ? "text" : "numeric"}
              placeholder={recovery ? "XXXXXXXX" : "000000"}
              maxLength={recovery ? 8 : 6}
              className="text-center font-mono text-lg tracking-widest"
              value={code}
              onChange={(e) => setCode(cleanCode(e.target.value, recovery))}
              autoFocus
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-400">
              {error}
            </p>
          )}
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
          <Button variant="outline" onClick={cancel}>
            Cancel
          </Button>
          <p className="text-center text-xs text-slate-500">Having trouble signing in? Contact your administrator.</p>
        </form>
      </CardContent>
    </Card>
  );
}
