import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { Shield } from "lucide-react";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { Input, Label } from "../components/ui/input";
import { errorMessage, useTRPC } from "../lib/trpc";
import { useRefreshSession } from "../lib/session";

export function SignInForm() {
  const trpc = useTRPC();
  const refresh = useRefreshSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const signIn = useMutation(trpc.auth.signIn.mutationOptions());

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await signIn.mutateAsync({ email, password });
      setPassword("");
      await refresh();
    } catch (err) {
      setError(errorMessage(err, "Sign in failed"));
    }
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <Shield className="h-10 w-10 text-blue-400" aria-hidden />
        <CardTitle>Admin Sign In</CardTitle>
        <CardDescription>Admin access only. Unauthorized access is prohibited.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor="email">Email</Label>
            <Input id="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="password">Password</Label>
            <Input id="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-400">
              {error}
            </p>
          )}
          <Button type="submit" disabled={signIn.isPending || !email || !password}>
            {signIn.isPending ? "Signing in..." : "Sign In"}
          </Button>
          <p className="text-center text-xs text-slate-500">Contact administrator for access requests.</p>
        </form>
      </CardContent>
    </Card>
  );
}
