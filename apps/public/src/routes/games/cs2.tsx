import { GuidePage } from "./guide-page";
import type { GuideContent } from "./guide-types";

export const cs2Guide: GuideContent = {
  game: "cs2",
  title: (year) => `CS2 Betting Guide ${year}: Markets, Teams and Tips`,
  metaDescription:
    "How to bet on Counter-Strike 2: match winner, map handicaps, totals and pistol rounds explained, the top teams by region, and practical tips for CS2 betting.",
  keywords: "CS2 betting, Counter-Strike 2 betting, CS2 betting guide, CS2 map handicap, CS2 Major betting",
  heroTitle: "Counter-Strike 2 Betting Guide",
  heroText:
    "Counter-Strike 2 is the most bet-on esport in the world: five against five, first to 13 rounds on each map, with matches played as best-of-one, best-of-three or best-of-five. This guide explains the markets you will meet, the teams that matter and how to form a view before you stake anything.",
  facts: [
    { label: "Format", value: "5v5, MR12: first to 13 rounds, overtime at 12-12" },
    { label: "Biggest events", value: "Two Valve Majors a year, IEM, BLAST, ESL Pro League" },
    { label: "Active map pool", value: "7 maps, picked and banned before each series" },
  ],
  markets: [
    {
      name: "Match Winner",
      text: "Pick the team that wins the series. In best-of-one games upsets are common, so favourites are shorter-priced but riskier than they look.",
    },
    {
      name: "Map Handicap",
      text: "Back a favourite at -1.5 maps (win 2-0 in a best-of-three) for a better price, or an underdog at +1.5 maps (win at least one map).",
    },
    { name: "Total Maps", text: "Over or under 2.5 maps in a best-of-three. Evenly matched teams with different map comfort picks tend to go the distance." },
    {
      name: "Map Winner and Round Handicap",
      text: "Bet on a single map, often with a round handicap such as -3.5 rounds. Use each team's win rate on that exact map.",
    },
    { name: "Total Rounds", text: "Over or under a round line (for example 21.5) on a map. Close CT- or T-sided maps push totals up; mismatches end early." },
    { name: "Pistol Round", text: "Who wins round 1 or round 13. Close to a coin flip, with a small edge for teams with strong pistol set-ups." },
    {
      name: "Correct Score",
      text: "The exact series score (2-0, 2-1, 1-2, 0-2). Higher prices, lower hit rate; best used when you have a clear view of the map veto.",
    },
    { name: "Outright Winner", text: "Who wins the whole tournament. Prices move with group draws and bracket paths, so timing matters." },
  ],
  tips: [
    {
      title: "Start from the map veto",
      text: "Each team bans and picks maps it likes. Compare win rates on the maps that will probably be played, not overall records.",
    },
    {
      title: "Check rosters and stand-ins",
      text: "A stand-in or a new in-game leader changes a team far more than its ranking suggests. Confirm the lineup shortly before the match.",
    },
    {
      title: "Respect best-of-one variance",
      text: "In a single map, one strong half decides everything. Stake less on best-of-one favourites than on the same favourite in a best-of-three.",
    },
    {
      title: "LAN is not online",
      text: "Some teams perform very differently on stage. Weigh recent LAN results more heavily for Majors and other big offline events.",
    },
    { title: "Compare prices", text: "Odds for the same match differ between bookmakers. A few points of price difference add up over many bets." },
    { title: "Set a budget first", text: "Decide how much you can afford to lose before the match starts and never chase losses with live bets." },
  ],
};

export default function Cs2GuidePage() {
  return <GuidePage content={cs2Guide} />;
}
