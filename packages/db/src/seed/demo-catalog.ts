import type { Game } from "../games";

/** Fictional teams, tournaments and bookmakers for the demo site. Names are invented. */
export const DEMO_TEAMS: Record<Game, { name: string; acronym: string; location: string; logo: boolean }[]> = {
  cs2: [
    { name: "Northwind Wolves", acronym: "NWW", location: "SE", logo: true },
    { name: "Iron Harbor", acronym: "IH", location: "DE", logo: true },
    { name: "Crimson Vipers Esports", acronym: "CV", location: "PL", logo: true },
    { name: "Team Solaris", acronym: "SOL", location: "BR", logo: false },
    { name: "Static Pulse", acronym: "SP", location: "US", logo: true },
    { name: "Ember Clan", acronym: "EMB", location: "UA", logo: false },
    { name: "Polar Nine", acronym: "P9", location: "FI", logo: true },
    { name: "Quartz Gaming", acronym: "QZ", location: "FR", logo: true },
  ],
  lol: [
    { name: "Azure Dragons", acronym: "AZD", location: "KR", logo: true },
    { name: "Jade Tigers", acronym: "JT", location: "CN", logo: true },
    { name: "Obsidian Crown", acronym: "OC", location: "ES", logo: true },
    { name: "Team Meridian", acronym: "MER", location: "US", logo: false },
    { name: "Silver Lotus", acronym: "SL", location: "VN", logo: true },
    { name: "Velvet Storm", acronym: "VS", location: "DE", logo: false },
    { name: "Nova Sentinels", acronym: "NS", location: "KR", logo: true },
    { name: "Golden Anchor Gaming", acronym: "GA", location: "BR", logo: true },
  ],
  valorant: [
    { name: "Radiant Foxes", acronym: "RF", location: "JP", logo: true },
    { name: "Night Owls", acronym: "NO", location: "US", logo: true },
    { name: "Copper Ridge", acronym: "CR", location: "TR", logo: false },
    { name: "Team Halcyon", acronym: "HAL", location: "GB", logo: true },
    { name: "Blue Mirage", acronym: "BM", location: "BR", logo: true },
    { name: "Zero Latency Esports", acronym: "ZL", location: "KR", logo: false },
    { name: "Arctic Phantoms", acronym: "AP", location: "NO", logo: true },
    { name: "Saffron Squad", acronym: "SAF", location: "IN", logo: true },
  ],
  dota2: [
    { name: "Ancient Guard", acronym: "AG", location: "PE", logo: true },
    { name: "Rune Keepers", acronym: "RK", location: "UA", logo: true },
    { name: "Mystic Tide", acronym: "MT", location: "PH", logo: false },
    { name: "Team Basalt", acronym: "BAS", location: "SE", logo: true },
    { name: "Eclipse Five", acronym: "E5", location: "CN", logo: true },
    { name: "Thunder Roc", acronym: "TR", location: "MY", logo: false },
    { name: "Verdant Order", acronym: "VO", location: "DE", logo: true },
    { name: "Sandstorm Gaming", acronym: "SS", location: "JO", logo: true },
  ],
};

export type DemoTournamentPlan = {
  key: string;
  league: string;
  serie: string;
  stage: string;
  tier: string | null;
  /** Days relative to now. */
  beginDays: number;
  endDays: number;
  prizePool: string | null;
  region: string;
  location: string;
};

/** Per game: running, upcoming, recently finished, long finished, and a null-tier event. */
export const DEMO_TOURNAMENTS: Record<Game, DemoTournamentPlan[]> = {
  cs2: [
    { key: "major", league: "Frostline Masters", serie: "Winter 2026", stage: "Playoffs", tier: "s", beginDays: -2, endDays: 6, prizePool: "1250000 United States Dollar", region: "WEU", location: "Stockholm" },
    { key: "league", league: "Baltic Premier League", serie: "Season 12 2026", stage: "Group Stage", tier: "b", beginDays: -5, endDays: 9, prizePool: "100000 Euro", region: "EEU", location: "Online" },
    { key: "next", league: "Southern Cross Cup", serie: "2026", stage: "Main Event", tier: "a", beginDays: 9, endDays: 16, prizePool: "250,000 Brazilian Real", region: "SA", location: "São Paulo" },
    { key: "recent", league: "Harbor Series", serie: "Autumn 2026", stage: "Finals", tier: "a", beginDays: -8, endDays: -1, prizePool: "300000 United States Dollar", region: "NA", location: "Chicago" },
    { key: "old", league: "Harbor Series", serie: "Summer 2026", stage: "Finals", tier: "b", beginDays: -48, endDays: -40, prizePool: "75000 United States Dollar", region: "NA", location: "Online" },
    { key: "notier", league: "Open Ladder", serie: "Week 47", stage: "Ladder", tier: null, beginDays: -1, endDays: 5, prizePool: null, region: "WEU", location: "Online" },
  ],
  lol: [
    { key: "major", league: "Continental Championship", serie: "Winter Split 2026", stage: "Playoffs", tier: "s", beginDays: -3, endDays: 8, prizePool: "2000000 United States Dollar", region: "ASIA", location: "Seoul" },
    { key: "league", league: "Iberian Circuit", serie: "Split 2 2026", stage: "Regular Season", tier: "b", beginDays: -6, endDays: 20, prizePool: "50000 Euro", region: "WEU", location: "Madrid" },
    { key: "next", league: "Pacific Showdown", serie: "2026", stage: "Group Stage", tier: "a", beginDays: 5, endDays: 14, prizePool: "500000000 Korean Won", region: "ASIA", location: "Busan" },
    { key: "recent", league: "Northern Lights Cup", serie: "2026", stage: "Finals", tier: "a", beginDays: -9, endDays: -2, prizePool: "1500000 Swedish Krona", region: "WEU", location: "Malmö" },
    { key: "old", league: "Northern Lights Cup", serie: "Spring 2026", stage: "Finals", tier: "c", beginDays: -50, endDays: -42, prizePool: "20000 Euro", region: "WEU", location: "Online" },
    { key: "notier", league: "Community Clash", serie: "Week 47", stage: "Open", tier: null, beginDays: -2, endDays: 4, prizePool: null, region: "NA", location: "Online" },
  ],
  valorant: [
    { key: "major", league: "Spectre Champions Tour", serie: "Stage 3 2026", stage: "Playoffs", tier: "s", beginDays: -1, endDays: 7, prizePool: "1000000 United States Dollar", region: "WEU", location: "Berlin" },
    { key: "league", league: "Anatolia Challengers", serie: "Split 3 2026", stage: "Main Event", tier: "b", beginDays: -4, endDays: 10, prizePool: "80000 Euro", region: "ME", location: "Istanbul" },
    { key: "next", league: "Sakura Invitational", serie: "2026", stage: "Group Stage", tier: "a", beginDays: 7, endDays: 13, prizePool: "30000000 Japanese Yen", region: "ASIA", location: "Tokyo" },
    { key: "recent", league: "Highlands Open", serie: "2026", stage: "Playoffs", tier: "b", beginDays: -7, endDays: -1, prizePool: "40000 Pound Sterling", region: "WEU", location: "Edinburgh" },
    { key: "old", league: "Highlands Open", serie: "Summer 2026", stage: "Playoffs", tier: "c", beginDays: -46, endDays: -38, prizePool: "15000 Pound Sterling", region: "WEU", location: "Online" },
    { key: "notier", league: "Scrim League", serie: "Week 47", stage: "Open", tier: null, beginDays: -3, endDays: 3, prizePool: null, region: "NA", location: "Online" },
  ],
  dota2: [
    { key: "major", league: "The Ancients Invitational", serie: "2026", stage: "Main Event", tier: "s", beginDays: -2, endDays: 5, prizePool: "3000000 United States Dollar", region: "WEU", location: "Hamburg" },
    { key: "league", league: "Steppe Pro League", serie: "Season 8 2026", stage: "Group Stage", tier: "c", beginDays: -7, endDays: 12, prizePool: "600000 Chinese Yuan", region: "ASIA", location: "Online" },
    { key: "next", league: "Warsaw Clash", serie: "2026", stage: "Playoffs", tier: "a", beginDays: 8, endDays: 15, prizePool: "800000 Polish Zloty", region: "EEU", location: "Warsaw" },
    { key: "recent", league: "Manila Masters", serie: "2026", stage: "Playoffs", tier: "a", beginDays: -9, endDays: -2, prizePool: "500000 United States Dollar", region: "ASIA", location: "Manila" },
    { key: "old", league: "Manila Masters", serie: "Summer 2026", stage: "Playoffs", tier: "b", beginDays: -45, endDays: -39, prizePool: "Prize pool to be announced", region: "ASIA", location: "Online" },
    { key: "notier", league: "Pub Stars", serie: "Week 47", stage: "Open", tier: null, beginDays: -1, endDays: 6, prizePool: null, region: "SA", location: "Online" },
  ],
};

export const DEMO_BOOKMAKERS = [
  {
    name: "Vortex Bet",
    slug: "vortex-bet",
    rating: 4.8,
    bonus: "100% up to €200",
    bonusType: "deposit" as const,
    description: "Deep esports markets with live map-by-map betting.",
    websiteUrl: "https://vortexbet.example/",
    affiliateUrl: "https://vortexbet.example/welcome?aff=esb-demo",
    featured: true,
    features: ["Live map betting", "Fast withdrawals", "Esports cash-out"],
    terms: "Min. deposit €10. Wagering 8x within 30 days.",
  },
  {
    name: "Nordic Odds",
    slug: "nordic-odds",
    rating: 4.6,
    bonus: "€50 in free bets",
    bonusType: "free_bets" as const,
    description: "Sharp odds on CS2 and Dota 2 with low margins.",
    websiteUrl: "https://nordicodds.example/",
    affiliateUrl: "https://nordicodds.example/join?ref=esb-demo",
    featured: false,
    features: ["Low margins", "Same-game multis", "Stream integration"],
    terms: "Free bets expire after 7 days. Stake not returned.",
  },
  {
    name: "PixelPlay",
    slug: "pixelplay",
    rating: 4.4,
    bonus: "10% weekly cashback",
    bonusType: "cashback" as const,
    description: "Cashback every week on esports accumulators.",
    websiteUrl: "https://pixelplay.example/",
    affiliateUrl: null,
    featured: false,
    features: ["Weekly cashback", "Mobile app", "Player props"],
    terms: "Cashback on net losses, max €100 per week.",
  },
  {
    name: "GridWager",
    slug: "gridwager",
    rating: 4.2,
    bonus: "€10 no-deposit bonus",
    bonusType: "no_deposit" as const,
    description: "Try esports betting without a deposit.",
    websiteUrl: "https://gridwager.example/",
    affiliateUrl: "https://gridwager.example/?btag=esb-demo",
    featured: false,
    features: ["No deposit needed", "Valorant specials", "Live stats"],
    terms: "Winnings capped at €50. ID verification required.",
  },
  {
    name: "Apex Sportsbook",
    slug: "apex-sportsbook",
    rating: 4.0,
    bonus: "Bet €20 get €20",
    bonusType: "deposit" as const,
    description: "Full sportsbook with a growing esports section.",
    websiteUrl: "https://apexsportsbook.example/",
    affiliateUrl: "https://apexsportsbook.example/offer?aff=esb-demo",
    featured: false,
    features: ["Early odds", "Bet builder", "24/7 support"],
    terms: "New customers only. Min. odds 1.50.",
  },
  {
    name: "Lucky Frag",
    slug: "lucky-frag",
    rating: 3.8,
    bonus: "Loyalty points on every bet",
    bonusType: "loyalty" as const,
    description: "Earn points on every esports wager and swap them for free bets.",
    websiteUrl: "https://luckyfrag.example/",
    affiliateUrl: "https://luckyfrag.example/r/esb-demo",
    featured: false,
    features: ["Loyalty shop", "Daily boosts", "Crypto deposits"],
    terms: "Points expire after 90 days of inactivity.",
  },
];
