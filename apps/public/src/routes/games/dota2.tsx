import { GuidePage } from "./guide-page";
import type { GuideContent } from "./guide-types";

export const dota2Guide: GuideContent = {
  game: "dota2",
  title: (year) => `Dota 2 Betting Guide ${year}: Markets, Teams, Tips and 2025 Calendar`,
  metaDescription:
    "How to bet on Dota 2: match winner, handicaps, first blood, Roshan, kill totals and duration explained, the top teams by region, strategy tips and the 2025 Dota 2 tournament calendar.",
  keywords: "Dota 2 betting, The International betting, Dota 2 betting guide, Dota 2 tournaments 2025, Roshan betting",
  heroTitle: "Dota 2 Betting Guide",
  heroText:
    "Dota 2 is Valve's five-against-five strategy game: two teams of heroes fight across three lanes to destroy the enemy Ancient. Games have no round limit and often last 35 to 45 minutes. The year builds towards The International, Dota 2's world championship. This guide explains the markets, the contenders and the 2025 calendar.",
  facts: [
    { label: "Format", value: "5v5 on one map, Radiant versus Dire, captains mode draft" },
    { label: "Biggest event", value: "The International, held once a year" },
    { label: "Series", value: "Mostly best-of-three; grand finals best-of-five" },
  ],
  markets: [
    {
      name: "Match Winner",
      text: "The team that wins the game or series. Dota 2 has no draws in best-of-three, but group-stage best-of-two series can end 1-1.",
    },
    { name: "Map Handicap", text: "-1.5 maps for a clean 2-0, +1.5 maps for the underdog to take a game." },
    { name: "First Blood", text: "Which team gets the first kill. Aggressive supports and early rune fights matter more than overall team strength." },
    { name: "First Roshan", text: "Which team kills Roshan first. Teams with strong mid-game drafts and good vision control usually take it." },
    { name: "Total Kills", text: "Over or under a kill line. Fighting drafts produce bloodbaths; farming drafts with late-game carries keep totals low." },
    { name: "Game Duration", text: "Over or under a time line (for example 38.5 minutes). Drafts with strong late-game heroes push games long." },
    { name: "Outright Winner", text: "Who wins The International or a major tournament. Long events reward teams with deep hero pools." },
  ],
  tips: [
    { title: "Patches reshape Dota", text: "A big gameplay patch can change which heroes and strategies win. Be cautious in the first weeks after one." },
    { title: "Read the draft", text: "Look for the timing of each draft: early-game lineups must win fast, late-game lineups want duration overs." },
    { title: "Best-of-two groups", text: "Group stages often play best-of-two, where a 1-1 draw is possible. Read the market rules before you bet." },
    {
      title: "Travel and fatigue",
      text: "Teams playing several events back to back, or travelling across time zones, often underperform. Check the schedule.",
    },
    {
      title: "Keep it recreational",
      text: "Games are long and momentum swings are large. Set a budget for the whole event, not per game, and stop when it is spent.",
    },
  ],
  calendar: {
    title: "Dota 2 Tournament Calendar 2025",
    intro:
      "The biggest Dota 2 events of 2025 by month, as announced by their organisers. Exact dates, brackets and any changes appear in the tournament listings above.",
    events: [
      { month: "February", name: "DreamLeague Season 25", place: "Online, Europe (ESL)" },
      { month: "March", name: "PGL Wallachia Season 3", place: "Bucharest, Romania" },
      { month: "April", name: "ESL One Raleigh 2025", place: "Raleigh, United States" },
      { month: "May", name: "DreamLeague Season 26", place: "Online, Europe (ESL)" },
      { month: "July", name: "Esports World Cup 2025: Dota 2", place: "Riyadh, Saudi Arabia" },
      { month: "September", name: "The International 2025", place: "Hamburg, Germany" },
    ],
  },
};

export default function Dota2GuidePage() {
  return <GuidePage content={dota2Guide} />;
}
