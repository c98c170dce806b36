import { Badge } from "@eb/ui/badge";
import { useCurrentYear } from "../lib/viewer-clock";

/** Spec: the static championship calendar on the tournaments page (the spec's 2025; shown for the current year). */
export const CHAMPIONSHIPS = [
  { game: "CS2", name: "CS2 Major", month: "March", detail: "The first Counter-Strike 2 Major of the year." },
  { game: "Valorant", name: "Valorant Champions", month: "August", detail: "The season finale of the Valorant Champions Tour." },
  { game: "LoL", name: "LoL Worlds", month: "October", detail: "The League of Legends World Championship." },
  { game: "Dota 2", name: "The International", month: "October", detail: "Dota 2's flagship world championship." },
] as const;

/** Spec: ongoing leagues with hardcoded Live / Upcoming badges. */
export const ONGOING_LEAGUES = [
  { name: "ESL Pro League", game: "CS2", state: "Live" },
  { name: "LCK", game: "LoL", state: "Live" },
  { name: "VCT Americas", game: "Valorant", state: "Upcoming" },
  { name: "DreamLeague", game: "Dota 2", state: "Upcoming" },
] as const;

export function ChampionshipCalendar() {
  const year = useCurrentYear();
  return (
    <section aria-labelledby="calendar-heading" className="mt-12">
      <h2 id="calendar-heading" className="mb-4 text-2xl font-bold">
        {year} Championship Calendar
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CHAMPIONSHIPS.map((c) => (
          <li key={c.name} className="rounded-xl border border-slate-800 bg-slate-900/60 p-5">
            <p className="text-sm font-semibold uppercase tracking-wide text-emerald-400">
              {c.month} {year}
            </p>
            <p className="mt-1 text-lg font-bold">{c.name}</p>
            <p className="mt-1 text-sm text-slate-400">{c.detail}</p>
            <Badge variant="game" className="mt-3">
              {c.game}
            </Badge>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function OngoingLeagues() {
  return (
    <section aria-labelledby="leagues-heading" className="mt-12">
      <h2 id="leagues-heading" className="mb-4 text-2xl font-bold">
        Ongoing Leagues
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {ONGOING_LEAGUES.map((l) => (
          <li key={l.name} className="flex items-center justify-between rounded-xl border border-slate-800 bg-slate-900/60 p-4">
            <div>
              <p className="font-semibold">{l.name}</p>
              <p className="text-sm text-slate-400">{l.game}</p>
            </div>
            <Badge variant={l.state === "Live" ? "destructive" : "secondary"}>{l.state}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
