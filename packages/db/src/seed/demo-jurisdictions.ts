import { DEFAULT_BONUS_GUIDE, type BonusGuide } from "../bonus-guide-values";
import type { LicenceMode } from "../schema/jurisdictions";

/**
 * The UK's /bonuses explainers: the default ones without "risk-free" (the ASA's guidance: a bet
 * refunded as bonus funds is not without risk, so it is not called so) and with a free bet's terms
 * named. Migration 0025 gives it to a demo database made before it.
 */
export const GB_BONUS_GUIDE: BonusGuide = {
  steps: DEFAULT_BONUS_GUIDE.steps,
  types: [
    DEFAULT_BONUS_GUIDE.types[0]!,
    {
      title: "Bet Refund Offer",
      text: "If your first bet loses, the stake comes back as a free bet or bonus funds, not as cash, and with terms of its own. The money you deposit can still be lost.",
    },
    DEFAULT_BONUS_GUIDE.types[2]!,
    {
      title: "Free Bets",
      text: "A bet token you can place without staking your own money. Usually only the winnings are paid out, not the token's stake, and the token has its own minimum odds and expiry date.",
    },
  ],
};

/**
 * The demo's jurisdiction rules: real regulators' requirements as a site like this follows them
 * (ages, helplines and their numbers as published by the helplines; Ontario's ban on advertising
 * bonuses; the UK's key terms beside an offer; in the regulated markets, only bookmakers licensed
 * there, so PixelPlay's "everywhere except" licence does not reach Sweden; the Netherlands and
 * Germany information only). "other" and "unknown" overwrite the rows the
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
    bonusGuide: GB_BONUS_GUIDE,
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
    licensedHereOnly: true,
  },
  {
    // Online sports betting since 1 December 2025, at 21, with the state's own helpline.
    code: "US-MO",
    minimumAge: 21,
    responsibleGamblingText: "If you or someone you know has a gambling problem, call 1-888-BETSOFF.",
    helplineName: "1-888-BETSOFF (Missouri)",
    helplineUrl: "https://www.888betsoff.org",
    helplinePhone: "1-888-238-7633",
    bonusesAllowed: true,
    keyTermsInFull: true,
    licensedHereOnly: true,
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
    licensedHereOnly: true,
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
    licensedHereOnly: true,
  },
  {
    // Information only: untargeted gambling advertising is banned, and an ad's audience must be
    // 95% adults of 24 and over, which a public page cannot show.
    code: "NL",
    minimumAge: 18,
    responsibleGamblingText: "Gambling can be addictive. Betting offers are not shown in the Netherlands.",
    helplineName: "Loket Kansspel",
    helplineUrl: "https://www.loketkansspel.nl",
    helplinePhone: null,
    bonusesAllowed: false,
    keyTermsInFull: false,
    licensedHereOnly: true,
    informationOnly: true,
  },
  {
    // Information only for esports: the bookmakers licensed in Germany offer no esports bets. The
    // regulator (GGL) keeps the whitelist of licensed operators.
    code: "DE",
    minimumAge: 18,
    responsibleGamblingText: "Licensed German bookmakers offer no esports bets, so none are shown here. The GGL's whitelist names every licensed operator.",
    helplineName: "Check dein Spiel (BZgA)",
    helplineUrl: "https://www.check-dein-spiel.de",
    helplinePhone: null,
    bonusesAllowed: false,
    keyTermsInFull: false,
    licensedHereOnly: true,
    informationOnly: true,
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

/**
 * Where each demo bookmaker (by slug) may be offered, and its own sites for some places (issue 36:
 * plausible sets, each an explicit licence; none is licensed everywhere, so a visitor nobody could
 * place, or one from a US state without legal online sports betting such as Texas, is offered none).
 * Vortex Bet holds UK and EU licences; Nordic Odds the Nordics, Germany, Ireland and the UK; PixelPlay
 * an offshore-style "everywhere but the regulated markets that refuse it" (the whole US among them);
 * GridWager the UK only; Apex Sportsbook the UK, Ireland, Ontario and a set of US states; Lucky Frag
 * Ontario and four US states. Every US state named is in US_ONLINE_SPORTS_BETTING (its source there).
 */
export const DEMO_LICENCES: Record<string, { mode: LicenceMode; jurisdictions: string[]; urls?: Record<string, string> }> = {
  "vortex-bet": { mode: "only_in", jurisdictions: ["GB", "IE", "MT", "DE", "AT", "NL", "SE", "DK", "FI", "ES"] },
  "nordic-odds": {
    mode: "only_in",
    jurisdictions: ["SE", "DK", "FI", "NO", "DE", "IE", "GB"],
    urls: { SE: "https://nordicodds.example/se/join?ref=esb-demo" },
  },
  pixelplay: { mode: "everywhere_except", jurisdictions: ["US", "GB", "FR", "CA-ON"] },
  gridwager: { mode: "only_in", jurisdictions: ["GB"], urls: { GB: "https://gridwager.example.uk/?btag=esb-demo" } },
  "apex-sportsbook": {
    mode: "only_in",
    jurisdictions: [
      "GB",
      "IE",
      "CA-ON",
      "US-NJ",
      "US-PA",
      "US-NY",
      "US-MI",
      "US-CO",
      "US-AZ",
      "US-IL",
      "US-IN",
      "US-OH",
      "US-VA",
      "US-TN",
      "US-MA",
      "US-MD",
      "US-NC",
    ],
    urls: { "US-NJ": "https://nj.apexsportsbook.example/offer?aff=esb-demo", "CA-ON": "https://on.apexsportsbook.example/" },
  },
  "lucky-frag": { mode: "only_in", jurisdictions: ["CA-ON", "US-NJ", "US-PA", "US-MI", "US-CO"] },
};
