import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { PageHead } from "../lib/head";

export function NotFoundPage() {
  const [location] = useLocation();
  useEffect(() => {
    // Spec: the requested path is logged to the console.
    console.error("404 Error: User attempted to access non-existent route:", location);
  }, [location]);
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <PageHead title="Page not found" description="The page you are looking for does not exist." noindex status={404} />
      <h1 className="mb-4 text-6xl font-bold">404</h1>
      <p className="mb-6 text-xl text-slate-400">Oops! Page not found</p>
      <Link href="/" className="text-emerald-400 underline hover:text-emerald-300">
        Return to Home
      </Link>
    </section>
  );
}
