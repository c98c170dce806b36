import { Redirect } from "wouter";
import { useAdminSession } from "../lib/session";
import { SignInForm } from "./sign-in-form";
import { TwoFactorForm } from "./two-factor-form";

/** /auth: admin sign-in, or the two-factor screen while a challenge is pending. */
export function AuthPage() {
  const session = useAdminSession();
  if (session.isPending) {
    return <p className="flex min-h-screen items-center justify-center text-slate-400">Loading...</p>;
  }
  const state = session.data;
  if (state?.status === "signed_in" && state.isAdmin) return <Redirect to="/admin" replace />;
  return <main className="flex min-h-screen items-center justify-center p-4">{state?.status === "mfa_pending" ? <TwoFactorForm /> : <SignInForm />}</main>;
}
