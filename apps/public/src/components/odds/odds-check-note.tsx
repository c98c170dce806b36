import { Link } from "wouter";
import { useJurisdiction } from "../../lib/jurisdiction";
import { ageLabel } from "../../lib/offer-texts";

/** The note under every list of prices: check the price at the bookmaker, the age and the visitor's place's responsible-gambling text. */
export function OddsCheckNote() {
  const jurisdiction = useJurisdiction();
  return (
    <p>
      Odds change often: check the price on the bookmaker&apos;s site before you bet. T&amp;Cs apply.{" "}
      <strong className="text-slate-200">{ageLabel(jurisdiction)} only.</strong> {jurisdiction.responsibleGamblingText} More on{" "}
      <Link href="/responsible-gambling" className="text-emerald-400 underline hover:text-emerald-300">
        responsible gambling
      </Link>
      .
    </p>
  );
}
