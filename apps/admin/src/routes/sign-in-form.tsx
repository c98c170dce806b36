import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { Shield } from "lucide-react";
import { signInInput } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { eventHandler } from "../lib/event-handler";
import { fieldErrors } from "../lib/field-errors";
import { errorMessage, useTRPC } from "../lib/trpc";
import { useRefreshSession } from "../lib/session";

export function SignInForm() {
  const trpc = useTRPC();
  const refresh = useRefreshSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const signIn = useMutation(trpc.auth.signIn.mutationOptions());

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    // The same rules as the server's auth.signIn input.
    const checked = signInInput.safeParse({ email, password });
    setInvalid(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) return;
    try {
      await signIn.mutateAsync(checked.data);
      setPassword("");
      await refresh();
    } catch (err) {
      setError(errorMessage(err, "Sign in failed"));
    }
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <Shield className="size-10 text-link" aria-hidden />
        <CardTitle level={1}>Admin Sign In</CardTitle>
        <CardDescription>Admin access only. Unauthorized access is prohibited.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={eventHandler(submit)} className="flex flex-col gap-4" noValidate>
          <FormField label="Email" error={invalid.email}>
            <Input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </FormField>
          <FormField label="Password" error={invalid.password}>
            <Input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
          {error && (
            <p role="alert" className="text-sm text-red-400">
              {error}
            </p>
          )}
          <Button type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? "Signing in..." : "Sign In"}
          </Button>
          <p className="text-center text-xs text-slate-400">Contact administrator for access requests.</p>
        </form>
      </CardContent>
    </Card>
  );
}
