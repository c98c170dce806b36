import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { DEFAULT_BONUS_GUIDE, type PublicBookmaker, type PublicJurisdiction } from "@eb/api/shared";
import { TRPCProvider, type PublicClient } from "../lib/trpc";
import { BookmakerCard } from "./bookmaker-card";

const bookmaker = (over: Partial<PublicBookmaker> = {}): PublicBookmaker => ({
  id: 1,
  name: "Vortex Bet",
  rating: 4.8,
  description: "Deep esports markets.",
  bonus: "100% up to €200",
  bonusType: "deposit",
  buttonText: "Welcome Bonus",
  ctaText: null,
  keyFeatures: [{ title: "Live map betting" }],
  termsHighlight: "Min. deposit €10. Wagering 8x within 30 days.",
  isFeatured: false,
  redirectSlug: "vortex-bet",
  websiteUrl: "https://vortexbet.example/",
  bonusWithheld: false,
  ...over,
});

const rules = (over: Partial<PublicJurisdiction>): PublicJurisdiction => ({
  code: "other",
  name: "Other countries",
  minimumAge: 18,
  responsibleGamblingText: "Gambling can be addictive, please play responsibly.",
  helplineName: "Gambling Therapy",
  helplineUrl: "https://www.gamblingtherapy.org",
  helplinePhone: null,
  bonusesAllowed: true,
  informationOnly: false,
  esportsBettingAllowed: true,
  keyTermsInFull: false,
  bonusGuide: DEFAULT_BONUS_GUIDE,
  breakUntil: null,
  ...over,
});

/** The card as the server renders it, with the visitor's rules in the cache as every page's render has them. */
function render(b: PublicBookmaker, jurisdiction: PublicJurisdiction): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(["jurisdiction.current"], jurisdiction);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={{} as PublicClient}>
        <BookmakerCard bookmaker={b} />
      </TRPCProvider>
    </QueryClientProvider>,
  )
    .replace(/<!-- -->/g, "")
    .replace(/&amp;/g, "&");
}

describe("the bookmaker card under the visitor's rules (issue 26)", () => {
  it("says the place's age in its footer", () => {
    expect(render(bookmaker(), rules({ code: "US-NJ", minimumAge: 21 }))).toContain("T&Cs apply. 21+ vortexbet.example");
    expect(render(bookmaker(), rules({ code: "CA-ON", minimumAge: 19 }))).toContain("T&Cs apply. 19+ vortexbet.example");
  });

  it("shows the key terms in full inside the offer where the place requires it, and below the features elsewhere", () => {
    const uk = render(bookmaker(), rules({ code: "GB", keyTermsInFull: true }));
    expect(uk).toMatch(/100% up to €200<\/p><p data-key-terms[^>]*><span[^>]*>Key terms:<\/span> Min\. deposit €10\. Wagering 8x within 30 days\.<\/p>/);
    const elsewhere = render(bookmaker(), rules({}));
    expect(elsewhere).not.toContain("data-key-terms");
    expect(elsewhere).toContain("Min. deposit €10. Wagering 8x within 30 days.");
  });

  it("shows a withheld bonus nowhere: no 'No Bonus', no claim, a plain 'Visit Site'", () => {
    const html = render(
      bookmaker({ bonus: null, buttonText: "", ctaText: null, termsHighlight: null, bonusWithheld: true }),
      rules({ code: "CA-ON", bonusesAllowed: false }),
    );
    expect(html).not.toContain("No Bonus");
    expect(html).not.toContain("Claim");
    expect(html).toMatch(/href="\/go\/vortex-bet"[^>]*>Visit Site</);
    expect(html).toContain("Deep esports markets.");
  });
});
