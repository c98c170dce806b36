import { lazy, Suspense, useEffect } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Redirect, useLocation, useRoute } from "wouter";
import { LogOut } from "lucide-react";
import { Button } from "@eb/ui/button";
import { LoadingState } from "@eb/ui/query-boundary";
import { eventHandler } from "../lib/event-handler";
import { useAdminSession } from "../lib/session";
import { useTRPC } from "../lib/trpc";
import { DataNotices } from "./data-notices";
import { SectionNav } from "./section-nav";
import { SectionOutlet } from "./section-outlet";
import { DEFAULT_SECTION, findSection, sectionHref } from "./sections";

const ForcedMfaSetup = lazy(() => import("../mfa/forced-mfa-setup"));

/** /admin/{section}: admins only (everyone else goes to /auth); /admin opens the default section. */
export function AdminPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [, params] = useRoute<{ section: string }>("/admin/:section");
  const session = useAdminSession();
  const signOut = useMutation(trpc.auth.signOut.mutationOptions());
  const section = findSection(params?.section);

  useEffect(() => {
    if (section) document.title = `${section.label} | Admin Dashboard`;
  }, [section]);

  if (session.isPending) return <p className="flex min-h-screen items-center justify-center text-slate-400">Loading dashboard...</p>;
  const state = session.data;
  if (state?.status !== "signed_in" || !state.isAdmin) return <Redirect to="/auth" replace />;
  if (!section) return <Redirect to={sectionHref(DEFAULT_SECTION)} replace />;

  async function handleSignOut() {
    await signOut.mutateAsync().catch(() => undefined);
    queryClient.clear();
    navigate("/auth", { replace: true });
  }

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-800 bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <div>
            <h1 className="text-2xl font-bold">Admin Dashboard</h1>
            <p className="text-sm text-slate-400">Welcome back, {state.email}</p>
          </div>
          <Button variant="outline" onClick={eventHandler(handleSignOut)} disabled={signOut.isPending}>
            <LogOut aria-hidden />
            Sign Out
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        {state.mfaEnrolled ? (
          <>
            <SectionNav active={section} />
            <DataNotices />
            <SectionOutlet section={section} />
          </>
        ) : (
          // Forced enrolment: no section opens until the account has a second factor.
          <Suspense fallback={<LoadingState />}>
            <ForcedMfaSetup />
          </Suspense>
        )}
      </main>
    </div>
  );
}
