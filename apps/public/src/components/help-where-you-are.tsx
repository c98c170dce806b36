import { useJurisdiction } from "../lib/jurisdiction";
import { helplinePhone, placeName } from "../lib/offer-texts";
import { selfExclusionFor } from "../lib/self-exclusion";

/**
 * What applies where the visitor is (the rules the server applied): the place's helpline, its
 * national self-exclusion service where there is one, and how deposit limits work.
 */
export function HelpWhereYouAre() {
  const j = useJurisdiction();
  const phone = helplinePhone(j);
  const exclusion = selfExclusionFor(j.code);
  const link = "text-emerald-400 underline hover:text-emerald-300";
  return (
    <section aria-labelledby="where-you-are" className="mt-10" data-help-where={j.code}>
      <h2 id="where-you-are" className="text-2xl font-bold">
        Help in {placeName(j)}
      </h2>
      <ul className="mt-3 space-y-3">
        <li className="rounded-xl border border-slate-800 bg-slate-900/70 p-4">
          <p className="text-xs uppercase tracking-wide text-slate-400">Helpline</p>
          <p className="font-semibold">
            <a href={j.helplineUrl} target="_blank" rel="noopener noreferrer" className={link}>
              {j.helplineName}
            </a>
            {phone && <span className="font-normal text-slate-300"> · call {phone}</span>}
          </p>
        </li>
        <li className="rounded-xl border border-slate-800 bg-slate-900/70 p-4">
          <p className="text-xs uppercase tracking-wide text-slate-400">Self-exclusion</p>
          {exclusion ? (
            <>
              <p className="font-semibold">
                <a href={exclusion.url} target="_blank" rel="noopener noreferrer" className={link}>
                  {exclusion.name}
                </a>
              </p>
              <p className="text-sm text-slate-300">{exclusion.text}</p>
            </>
          ) : (
            <p className="text-sm text-slate-300">
              We know of no national self-exclusion scheme for {placeName(j)}: every licensed bookmaker lets you close your account for six months or more from
              its responsible gambling settings.
            </p>
          )}
        </li>
        <li className="rounded-xl border border-slate-800 bg-slate-900/70 p-4">
          <p className="text-xs uppercase tracking-wide text-slate-400">Deposit limits</p>
          <p className="text-sm text-slate-300">
            Licensed bookmakers let you set a daily, weekly or monthly deposit limit in your account. Lowering it works at once; raising it takes effect only
            after a cooling-off period (at least 24 hours at most licensed bookmakers), so a limit holds when it matters.
          </p>
        </li>
      </ul>
    </section>
  );
}
