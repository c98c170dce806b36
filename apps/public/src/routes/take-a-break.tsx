import { Link } from "wouter";
import { breadcrumbLd } from "@eb/api/seo";
import { PageHead, useSiteUrl } from "../lib/head";
import { useJurisdiction } from "../lib/jurisdiction";
import { breakEndText } from "../lib/break-end";

const PERIODS = [
  { value: "24h", label: "24 hours" },
  { value: "30d", label: "30 days" },
  { value: "6m", label: "6 months" },
] as const;

/**
 * "Take a break": a plain form (it works without JavaScript) posting to /api/take-a-break, which
 * keeps the break's end in a cookie on this device and sends the visitor back here. Every page then
 * renders without any bookmaker from its first byte, and the footer says until when.
 */
export default function TakeABreakPage() {
  const siteUrl = useSiteUrl();
  const { breakUntil } = useJurisdiction();
  return (
    <article className="mx-auto max-w-3xl">
      <PageHead
        title="Take a Break"
        description="Hide every bookmaker, price, bonus and link on this site, on this device, for 24 hours, 30 days or 6 months. No account needed, nothing stored about you."
        canonicalPath="/take-a-break"
        jsonLd={() => [
          breadcrumbLd(siteUrl, [
            { name: "Home", path: "/" },
            { name: "Take a Break", path: "/take-a-break" },
          ]),
        ]}
      />
      <h1 className="text-3xl font-extrabold md:text-4xl">Take a Break</h1>
      <p className="mt-4 text-lg text-slate-300">
        Step back from betting for a while. During your break this site shows no bookmaker names, prices, bonuses or links on this device; matches, results and
        streams stay. You need no account, and nothing about you is stored: the break is kept in a cookie on this device until it ends.
      </p>

      {breakUntil && (
        <p role="status" data-break-status className="mt-6 rounded-lg border border-emerald-700 bg-emerald-950/40 p-4 text-slate-100">
          Your break is on until <strong>{breakEndText(breakUntil)}</strong>. It cannot be ended early from this device; you can make it longer below.
        </p>
      )}

      <form method="post" action="/api/take-a-break" className="mt-8 rounded-lg border border-slate-800 bg-slate-900 p-5">
        <fieldset>
          <legend className="text-lg font-bold">{breakUntil ? "Make your break longer" : "How long would you like a break for?"}</legend>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:gap-6">
            {PERIODS.map((p) => (
              <label key={p.value} className="flex min-h-11 items-center gap-2 text-slate-200">
                <input type="radio" name="period" value={p.value} required className="h-5 w-5 accent-emerald-500" />
                {p.label}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="mt-4 text-sm text-slate-400">Once it starts, a break cannot be ended early from this device.</p>
        <button
          type="submit"
          className="mt-4 min-h-11 rounded-md bg-emerald-500 px-5 py-2 font-semibold text-slate-950 hover:bg-emerald-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-300"
        >
          {breakUntil ? "Make my break longer" : "Start my break"}
        </button>
      </form>

      <p className="mt-8 text-slate-300">
        A break here hides betting content on this site only. To stop betting everywhere, the bookmakers&apos; own time-outs and the national self-exclusion
        schemes go further: see{" "}
        <Link href="/responsible-gambling" className="text-emerald-400 underline hover:text-emerald-300">
          Responsible Gambling
        </Link>
        .
      </p>
    </article>
  );
}
