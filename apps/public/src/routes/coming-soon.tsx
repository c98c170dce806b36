import { Link } from "wouter";
import { PageHead } from "../lib/head";
import { Button } from "@eb/ui/button";
import { Card } from "@eb/ui/card";

export function ComingSoonPage() {
  return (
    <section className="flex min-h-[60vh] items-center justify-center">
      <PageHead title="Coming Soon" description="This feature will be available soon." noindex />
      <Card className="max-w-md items-center p-8 text-center">
        <h1 className="text-3xl font-bold">Coming Soon</h1>
        <p className="mt-3 text-slate-400">We&apos;re working on something awesome! This feature will be available soon.</p>
        <Button asChild className="mt-6">
          <Link href="/">Back to Home</Link>
        </Button>
      </Card>
    </section>
  );
}
