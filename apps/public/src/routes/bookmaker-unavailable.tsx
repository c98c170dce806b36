import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import type { BookmakerUnavailable } from "@eb/api/shared";
import { Button } from "@eb/ui/button";
import { useTRPC } from "../lib/trpc";
import { PageHead } from "../lib/head";
import { NotFoundPage } from "./not-found";
import { pageQueries } from "./page-queries";
import type { RouteParams } from "./types";

/** RFC 7725: the server may not send this visitor there because of the rules of their place (see the /go plugin). */
const UNAVAILABLE_FOR_LEGAL_REASONS = 451;

function Alternatives({ page }: { page: BookmakerUnavailable }) {
  if (page.available.length === 0) {
    return <p className="mt-6 text-slate-300">None of the bookmakers we list is available in your location.</p>;
  }
  return (
    <section className="mt-8" aria-labelledby="available-bookmakers">
      <h2 id="available-bookmakers" className="text-xl font-bold">
        Bookmakers available in your location
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {page.available.map((b) => (
          <li key={b.redirectSlug}>
            <a
              href={`/go/${encodeURIComponent(b.redirectSlug)}?pl=unavailable`}
              rel="sponsored noopener"
              data-bookmaker={b.name}
              data-placement="unavailable"
              className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-900/70 px-4 py-3 font-semibold text-emerald-300 underline-offset-4 [overflow-wrap:anywhere] hover:border-emerald-500/60 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400"
            >
              <span>{b.name}</span>
              <span aria-hidden className="text-slate-400">
                →
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What /go/{slug} answers for a bookmaker not licensed where the visitor is (issue 26): nobody is
 * sent there, the page says so and links the bookmakers that are available. Only the server
 * renders it (the /go route), with its data in the page: the browser never fetches it, so a /go
 * path the server answered with the shared not-found render hydrates as that render.
 */
export default function BookmakerUnavailablePage({ params }: { params: RouteParams }) {
  const trpc = useTRPC();
  const { data } = useQuery({ ...pageQueries.bookmakerUnavailable(trpc, params.slug ?? ""), enabled: false });
  if (!data) return <NotFoundPage />;
  const title = `${data.bookmaker} is not available in your location`;
  return (
    <section className="mx-auto max-w-2xl py-8" aria-labelledby="unavailable-title">
      <PageHead
        title={title}
        description={`${data.bookmaker} does not accept customers from your location. See the bookmakers that do.`}
        noindex
        status={UNAVAILABLE_FOR_LEGAL_REASONS}
      />
      <h1 id="unavailable-title" className="text-3xl font-bold [overflow-wrap:anywhere]">
        {title}
      </h1>
      <p className="mt-4 text-slate-300">
        {data.bookmaker} is not licensed to take bets from visitors where you are, so we have not sent you to its site. We applied the rules for:{" "}
        <strong className="text-slate-100">{data.jurisdiction}</strong>.
      </p>
      <Alternatives page={data} />
      <Button asChild variant="outline" className="mt-8">
        <Link href="/">Back to Home</Link>
      </Button>
    </section>
  );
}
