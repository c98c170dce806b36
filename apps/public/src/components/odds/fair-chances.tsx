import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import type { EntityRef } from "../../lib/match-route";
import { pageQueries } from "../../routes/page-queries";

const percent = (p: number) => `${Math.round(p * 100)}%`;

/**
 * Where the visitor may be shown no bookmaker (information only), a match page shows the chances
 * the bookmakers' prices imply, margins taken out: probabilities only, no name, price or link.
 * Server-rendered from the page's prefetch; nothing elsewhere (the server answers null).
 */
export function FairChancesSection({ match, teams }: { match: EntityRef; teams: { a: string; b: string } }) {
  const trpc = useTRPC();
  const { data } = useQuery(pageQueries.fairChances(trpc, match));
  if (!data || data.teamA === null || data.teamB === null) return null;
  const sides = [`${teams.a} ${percent(data.teamA)}`, `${teams.b} ${percent(data.teamB)}`];
  if (data.draw !== null) sides.push(`Draw ${percent(data.draw)}`);
  return (
    <section className="mt-10" aria-labelledby="fair-chances" data-fair-chances>
      <h2 id="fair-chances" className="mb-3 text-2xl font-bold">
        Chances
      </h2>
      <p className="text-lg font-semibold tabular-nums">{sides.join(" · ")}</p>
      <p className="mt-1 text-sm text-slate-400">
        What the bookmakers&apos; prices imply, with their margins taken out ({data.books} bookmakers). No betting offers are shown where you are.
        {data.demo && " Made from demo prices, invented for the demo."}
      </p>
    </section>
  );
}
