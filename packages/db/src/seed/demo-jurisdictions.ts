import type { LicenceMode } from "../schema/jurisdictions";

/**
 * The demo's jurisdiction rules: real regulators' requirements as a site like this follows them
 * (ages, helplines and their numbers as published by the helplines; Ontario's ban on advertising
 * bonuses; the UK's key terms beside an offer). "other" and "unknown" overwrite the rows the
 * migration creates.
 */
export const DEMO_JURISDICTION_RULES = [
  {
    code: "GB",
    minimumAge: 18,
    // The industry's safer-gambling message since October 2021 (the Betting and Gaming Council's
    // campaign), replacing the retired "When the fun stops, stop".
    responsibleGamblingText: "Take time to think. Gambling can be addictive, please play responsibly.",
    helplineName: "National Gambling Helpline (GamCare)",
    helplineUrl: "https://www.gamcare.org.uk",
    helplinePhone: "0808 8020 133",
    bonusesAllowed: true,
    keyTermsInFull: true,
  },
  {
    code: "US",
    minimumAge: 21,
    responsibleGamblingText: "If you or someone you know has a gambling problem, help is available.",
    helplineName: "1-800-GAMBLER",
    helplineUrl: "https://www.1800gambler.net",
    helplinePhone: "1-800-426-2537",
    bonusesAllowed: true,
    keyTermsInFull: true,
  },
  {
    code: "US-NJ",
    minimumAge: 21,
    responsibleGamblingText: "If you or someone you know has a gambling problem and wants help, call 1-800-GAMBLER.",
    helplineName: "Council on Compulsive Gambling of New Jersey",
    helplineUrl: "https://www.800gambler.org",
    helplinePhone: "1-800-GAMBLER",
    bonusesAllowed: true,
    keyTermsInFull: true,
  },
  {
    code: "CA-ON",
    minimumAge: 19,
    responsibleGamblingText: "Please play responsibly. Bonus offers are not advertised in Ontario.",
    helplineName: "ConnexOntario",
    helplineUrl: "https://www.connexontario.ca",
    helplinePhone: "1-866-531-2600",
    bonusesAllowed: false,
    keyTermsInFull: false,
  },
  {
    code: "SE",
    minimumAge: 18,
    responsibleGamblingText: "Play responsibly. A bonus may be offered only when you first sign up.",
    helplineName: "Stödlinjen",
    helplineUrl: "https://www.stodlinjen.se",
    helplinePhone: "020-81 91 00",
    bonusesAllowed: true,
    keyTermsInFull: false,
  },
  {
    code: "other",
    minimumAge: 18,
    responsibleGamblingText: "Gambling can be addictive, please play responsibly.",
    helplineName: "Gambling Therapy",
    helplineUrl: "https://www.gamblingtherapy.org",
    helplinePhone: null,
    bonusesAllowed: true,
    keyTermsInFull: false,
  },
  {
    // Nobody could tell where the visitor is: only bookmakers licensed everywhere are shown
    // (jurisdictions/offer-rules.ts), and every bonus only beside its key terms.
    code: "unknown",
    minimumAge: 18,
    responsibleGamblingText: "Gambling can be addictive, please play responsibly. Check that betting is legal where you are.",
    helplineName: "Gambling Therapy",
    helplineUrl: "https://www.gamblingtherapy.org",
    helplinePhone: null,
    bonusesAllowed: true,
    keyTermsInFull: true,
  },
];

/** Where each demo bookmaker (by slug) may be offered, and its own sites for some places. */
export const DEMO_LICENCES: Record<string, { mode: LicenceMode; jurisdictions: string[]; urls?: Record<string, string> }> = {
  "vortex-bet": { mode: "everywhere_except", jurisdictions: [] },
  "nordic-odds": {
    mode: "only_in",
    jurisdictions: ["SE", "DK", "FI", "NO", "DE", "IE", "GB"],
    urls: { SE: "https://nordicodds.example/se/join?ref=esb-demo" },
  },
  pixelplay: { mode: "everywhere_except", jurisdictions: ["US", "GB", "FR", "CA-ON"] },
  gridwager: { mode: "only_in", jurisdictions: ["GB"], urls: { GB: "https://gridwager.example.uk/?btag=esb-demo" } },
  "apex-sportsbook": {
    mode: "only_in",
    jurisdictions: ["GB", "IE", "US-NJ", "US-PA", "CA-ON"],
    urls: { "US-NJ": "https://nj.apexsportsbook.example/offer?aff=esb-demo", "CA-ON": "https://on.apexsportsbook.example/" },
  },
  "lucky-frag": { mode: "everywhere_except", jurisdictions: [] },
};
