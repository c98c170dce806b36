import type { PublicBookmaker } from "@eb/api/shared";
import { bookmakerHost, bookmakerHref } from "@eb/api/shared";
import { usePlace } from "../lib/experiments/experiments";
import { useJurisdiction } from "../lib/jurisdiction";
import { ageLabel, keyTermsBesideBonus, offerCtaText } from "../lib/offer-texts";
import { Rating } from "./rating";
import { cn } from "@eb/ui/cn";
import { Button } from "@eb/ui/button";

/**
 * Spec bookmaker card; the CTA is an affiliate link, hence rel="sponsored". Under the rules of the
 * visitor's place (issue 26): its age in the footer, the bonus's key terms in full beside the bonus
 * where required, and no bonus at all (nor a CTA claiming one) where it is withheld.
 */
export function BookmakerCard({ bookmaker }: { bookmaker: PublicBookmaker }) {
  const href = bookmakerHref(bookmaker);
  const features = bookmaker.keyFeatures.map((f) => f.title);
  const host = bookmakerHost(bookmaker.websiteUrl);
  const cta = usePlace("bookmaker_cta");
  const jurisdiction = useJurisdiction();
  const termsBeside = keyTermsBesideBonus(bookmaker, jurisdiction);
  return (
    <article
      aria-label={bookmaker.name}
      className={cn(
        "relative flex min-w-0 flex-col overflow-hidden rounded-xl border bg-slate-900/70",
        bookmaker.isFeatured ? "border-emerald-500 shadow-lg shadow-emerald-500/10" : "border-slate-800",
      )}
    >
      {bookmaker.isFeatured && <div className="bg-emerald-500 py-1 text-center text-xs font-bold tracking-wider text-emerald-950">EDITOR&apos;S CHOICE</div>}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg font-bold">{bookmaker.name}</h3>
          <Rating value={bookmaker.rating} className="text-sm" />
        </div>
        {bookmaker.description && <p className="mt-1 text-sm text-slate-400">{bookmaker.description}</p>}
        {!bookmaker.bonusWithheld && (
          <div className="mt-4 rounded-lg bg-slate-800/70 p-3 text-center">
            <p className="text-xs uppercase tracking-wide text-slate-400">{bookmaker.buttonText}</p>
            <p className="text-lg font-bold text-emerald-300">{bookmaker.bonus?.trim() ? bookmaker.bonus : "No Bonus"}</p>
            {termsBeside && (
              <p data-key-terms className="mt-2 border-t border-slate-700 pt-2 text-left text-xs text-slate-300">
                <span className="font-semibold text-slate-200">Key terms:</span> {bookmaker.termsHighlight}
              </p>
            )}
          </div>
        )}
        {features.length > 0 && (
          <ul className="mt-4 space-y-1 text-sm">
            {features.map((f) => (
              <li key={f} className="flex gap-2">
                <span aria-hidden className="text-emerald-400">
                  ✓
                </span>
                {f}
              </li>
            ))}
          </ul>
        )}
        {!termsBeside && bookmaker.termsHighlight && (
          <p className="mt-3 rounded border border-slate-800 p-2 text-xs text-slate-400">{bookmaker.termsHighlight}</p>
        )}
        <div className="mt-auto pt-4">
          {href && (
            <Button asChild className="w-full">
              <a href={href} target="_blank" rel="sponsored noopener">
                {offerCtaText(bookmaker, cta)}
              </a>
            </Button>
          )}
          <p className="mt-2 text-center text-xs text-slate-400">
            T&amp;Cs apply. {ageLabel(jurisdiction)} {host}
          </p>
        </div>
      </div>
    </article>
  );
}
