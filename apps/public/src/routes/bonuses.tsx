import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import {
  BONUS_TYPE_LABELS,
  bookmakerHref,
  DEFAULT_BONUS_GUIDE,
  featuredFirst,
  namesRiskFree,
  withMinimumAge,
  type PublicBookmaker,
  type PublicJurisdiction,
} from "@eb/api/shared";
import { usePlace } from "../lib/experiments/experiments";
import { bookmakerReviewLd, breadcrumbLd, itemListLd, organizationLd } from "@eb/api/seo";
import { useTRPC } from "../lib/trpc";
import { PageHead, useSiteUrl } from "../lib/head";
import { useCurrentYear } from "../lib/viewer-clock";
import { SITE_NAME } from "../lib/site";
import { Button } from "@eb/ui/button";
import { LoadingState, EmptyState } from "../components/list-states";
import { NetworkError, QueryErrorFallback } from "../components/error-fallbacks/fallbacks";
import { queries } from "./queries";
import { InfoCardGrid } from "../components/info-card-grid";
import { Rating } from "../components/rating";
import { useJurisdiction } from "../lib/jurisdiction";
import { ageLabel, bonusesNotAdvertisedNotice, keyTermsBesideBonus, noBookmakersNotice, offerCtaText } from "../lib/offer-texts";

const features = (b: PublicBookmaker) => b.keyFeatures.map((f) => f.title);

/** Each card's anchor: the bonus list's structured data links every item to its own card. */
const bookmakerAnchor = (b: PublicBookmaker) => `bookmaker-${b.redirectSlug ?? b.id}`;

/** A bookmaker's card under the rules of the visitor's place (issue 26), as BookmakerCard is. */
function FeaturedBookmaker({ b, jurisdiction }: { b: PublicBookmaker; jurisdiction: PublicJurisdiction }) {
  const href = bookmakerHref(b);
  const cta = usePlace("bookmaker_cta");
  const termsBeside = keyTermsBesideBonus(b, jurisdiction);
  return (
    <article id={bookmakerAnchor(b)} aria-label={b.name} className="flex scroll-mt-24 flex-col rounded-xl border border-slate-800 bg-slate-900/70 p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold">{b.name}</h3>
        <Rating value={b.rating} />
      </div>
      {!b.bonusWithheld && (
        <>
          <p className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-emerald-300">{b.buttonText}</span>
            <span className="rounded-full bg-slate-800 px-2 py-0.5 text-slate-300">{BONUS_TYPE_LABELS[b.bonusType]}</span>
          </p>
          <p className="mt-2 text-lg font-bold text-emerald-300">{b.bonus?.trim() ? b.bonus : "No Bonus"}</p>
          {termsBeside && (
            <p data-key-terms className="mt-2 rounded border border-slate-700 p-2 text-xs text-slate-300">
              <span className="font-semibold text-slate-200">Key terms:</span> {b.termsHighlight}
            </p>
          )}
        </>
      )}
      {features(b).length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-slate-300">
          {features(b).map((f) => (
            <li key={f}>✓ {f}</li>
          ))}
        </ul>
      )}
      {!termsBeside && b.termsHighlight && <p className="mt-3 text-xs text-slate-400">{b.termsHighlight}</p>}
      {/* mt-auto keeps the buttons of a row level at the cards' feet; pt-4 keeps a gap above the
          button on the tallest card too, where mt-auto alone leaves none (as BookmakerCard does). */}
      {href && (
        <div className="mt-auto pt-4">
          <Button asChild className="w-full">
            <a
              href={href.startsWith("/go/") ? `${href}?pl=bonuses-featured` : href}
              target="_blank"
              rel="sponsored noopener"
              data-bookmaker={b.name}
              data-bonus={b.bonus ?? undefined}
              data-placement="bonuses-featured"
            >
              {offerCtaText(b, cta)}
            </a>
          </Button>
        </div>
      )}
      <p className="mt-2 text-center text-xs text-slate-400">T&amp;Cs apply. {ageLabel(jurisdiction)}</p>
    </article>
  );
}

export default function BonusesPage() {
  const trpc = useTRPC();
  const siteUrl = useSiteUrl();
  const year = useCurrentYear();
  const bookmakers = useQuery(queries.bookmakers(trpc));
  const jurisdiction = useJurisdiction();
  const age = ageLabel(jurisdiction);
  // The place's own explainers (the Jurisdictions tab edits them), with its minimum age; the spec's
  // when the server could not say which rules apply (SITE_RULES carries no guide).
  const guide = jurisdiction.known ? jurisdiction.bonusGuide : DEFAULT_BONUS_GUIDE;
  const riskFree = namesRiskFree(guide);
  const none = noBookmakersNotice(jurisdiction);
  const featured = usePlace("featured_bookmaker");
  const list = featuredFirst(
    [...(bookmakers.data ?? [])].sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured)),
    bookmakers.data ? featured : null,
  );
  const jsonLd = () => [
    breadcrumbLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: "Betting Bonuses", path: "/bonuses" },
    ]),
    ...(list.length > 0
      ? [
          itemListLd(
            siteUrl,
            "Best esports betting bonuses",
            list.map((b) => ({ name: b.name, path: `/bonuses#${bookmakerAnchor(b)}` })),
          ),
        ]
      : []),
    ...(list.length > 0 ? [organizationLd({ url: siteUrl, name: SITE_NAME })] : []),
    ...list.map((b) => bookmakerReviewLd(siteUrl, b)),
  ];
  return (
    <article>
      <PageHead
        title={jurisdiction.bonusesAllowed ? `Best Esports Betting Bonuses ${year}` : `Esports Bookmakers Compared ${year}`}
        description={
          !jurisdiction.bonusesAllowed
            ? `Esports bookmakers we rate, compared by their features. ${age} only.`
            : `Compare esports betting welcome bonuses, ${riskFree ? "risk-free bets, " : ""}reload offers and free bets from rated bookmakers. How bonuses work, what to check in the terms, ${age} only.`
        }
        keywords={`esports betting bonuses, CS2 betting bonus, welcome bonus, free bets${riskFree ? ", risk-free bet" : ""}`}
        canonicalPath="/bonuses"
        jsonLd={jsonLd}
      />
      <header className="text-center">
        {/* The words a screen reader says are text, not an aria-label (not allowed on a plain span: issue 36's HTML check). */}
        <span className="inline-block rounded-full border border-red-500 px-3 py-1 text-sm font-bold text-red-300">
          <span className="sr-only">Adults only: </span>
          {age}
        </span>
        <h1 className="mt-3 text-3xl font-extrabold md:text-5xl">
          {jurisdiction.bonusesAllowed ? "Best Esports Betting Bonuses" : "Esports Bookmakers Compared"}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-300">
          {jurisdiction.bonusesAllowed
            ? "Welcome offers from bookmakers we rate for esports, with what you need to know before you claim one. We may earn a commission when you sign up through our links; it never changes the offer you get."
            : "Bookmakers we rate for esports, compared by what they offer for betting. We may earn a commission when you sign up through our links; it never changes what you get."}
        </p>
        {!jurisdiction.bonusesAllowed && (
          <p
            role="note"
            data-bonuses-not-advertised
            className="mx-auto mt-4 max-w-2xl rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-amber-100"
          >
            {bonusesNotAdvertisedNotice(jurisdiction)}
          </p>
        )}
      </header>

      {/* Where bonuses may not be advertised (Ontario) the page is a neutral comparison: no claiming steps, no bonus types (issue 36). */}
      {jurisdiction.bonusesAllowed && (
        <section aria-labelledby="how-it-works" className="mt-10">
          <h2 id="how-it-works" className="mb-4 text-2xl font-bold">
            {/* The spec's heading where the place keeps three steps; a count that no longer holds is not said. */}
            {guide.steps.length === 3 ? "How to Claim a Bonus in Three Steps" : "How to Claim a Bonus"}
          </h2>
          <ol className="grid gap-4 md:grid-cols-3">
            {guide.steps.map((s, i) => (
              <li key={i} className="rounded-xl border border-slate-800 bg-slate-900/70 p-5">
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-emerald-500 font-bold text-emerald-950">{i + 1}</span>
                <h3 className="mt-3 font-bold">{s.title}</h3>
                <p className="mt-1 text-sm text-slate-300">{withMinimumAge(s.text, jurisdiction.minimumAge)}</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="featured" className="mt-12">
        <h2 id="featured" className="mb-4 text-2xl font-bold">
          Featured Bookmakers
        </h2>
        {bookmakers.isPending && bookmakers.fetchStatus === "paused" ? (
          <NetworkError onRetry={() => void bookmakers.refetch()} />
        ) : bookmakers.isPending ? (
          <LoadingState>Loading bookmakers...</LoadingState>
        ) : bookmakers.isError ? (
          <QueryErrorFallback error={bookmakers.error} retry={() => void bookmakers.refetch()} />
        ) : list.length === 0 ? (
          <div data-no-bookmakers>
            <EmptyState title={none.title} description={none.description} />
          </div>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((b) => (
              <FeaturedBookmaker key={b.id} b={b} jurisdiction={jurisdiction} />
            ))}
          </div>
        )}
      </section>

      {jurisdiction.bonusesAllowed && guide.types.length > 0 && (
        <section aria-labelledby="bonus-types" className="mt-12">
          <h2 id="bonus-types" className="mb-4 text-2xl font-bold">
            Types of Betting Bonuses
          </h2>
          <InfoCardGrid items={guide.types.map((t) => ({ title: t.title, text: withMinimumAge(t.text, jurisdiction.minimumAge) }))} />
        </section>
      )}

      <section aria-labelledby="important" className="mt-12 rounded-xl border border-amber-700/60 bg-amber-950/20 p-6">
        <h2 id="important" className="text-xl font-bold">
          Important Information
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-300">
          <li>
            {jurisdiction.bonusesAllowed ? "All offers are for new customers" : "Betting is for customers"} aged {jurisdiction.minimumAge} or over, and only
            where online betting is legal where you live.
          </li>
          {jurisdiction.bonusesAllowed && (
            <>
              <li>
                Bonuses come with terms: wagering requirements, minimum odds, expiry dates and excluded payment methods. Read them on the bookmaker's site
                before you deposit.
              </li>
              <li>Offers change often. The bookmaker's own terms always apply over the summary on this page.</li>
            </>
          )}
          <li>We are an affiliate site, not a bookmaker: we do not take bets and cannot see or manage your account.</li>
          <li>
            Bet only what you can afford to lose. If gambling stops being fun, read our{" "}
            <Link href="/responsible-gambling" className="text-emerald-400 underline">
              responsible gambling
            </Link>{" "}
            page for help.
          </li>
        </ul>
      </section>
    </article>
  );
}
