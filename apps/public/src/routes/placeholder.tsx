import { Link } from "wouter";
import { PageHead } from "../lib/head";
import { Button } from "../components/ui/button";
import type { RouteParams } from "./types";

/** A plain page for routes whose content comes later (game guides, bonuses, static and legal pages). */
export function placeholderPage(title: string, description: string) {
  return function PlaceholderPage(_props: { params: RouteParams }) {
    return (
      <section className="mx-auto max-w-2xl py-10">
        <PageHead title={title} description={description} />
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-slate-400">{description}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/matches/upcoming">Upcoming Matches</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/">Back to Home</Link>
          </Button>
        </div>
      </section>
    );
  };
}
