import { GuidePage } from "./guide-page";
import type { GuideContent } from "./guide-types";

export const valorantGuide: GuideContent = {
  game: "valorant",
  title: (year) => `Valorant Betting Guide ${year}: Markets, Teams and Tips`,
  metaDescription:
    "How to bet on Valorant: match winner, map handicaps, round totals, pistol rounds and agent-based tips, plus the top VCT teams in the Americas, EMEA, Pacific and China.",
  keywords: "Valorant betting, VCT betting, Valorant Champions betting, Valorant map handicap, Valorant betting guide",
  heroTitle: "Valorant Betting Guide",
  heroText:
    "Valorant is Riot Games' five-against-five tactical shooter: one team attacks and plants the Spike, the other defends, and the first team to 13 rounds takes the map. The Valorant Champions Tour (VCT) runs four international leagues that qualify teams for two Masters events and Champions. Here is how its betting markets work and what to watch.",
  facts: [
    { label: "Format", value: "5v5, first to 13 rounds, overtime from 12-12 (win by two)" },
    { label: "Biggest events", value: "VCT Masters (twice a year) and Valorant Champions" },
    { label: "International leagues", value: "Americas, EMEA, Pacific and China" },
  ],
  markets: [
    { name: "Match Winner", text: "The team that wins the series. VCT league and international matches are best-of-three, with best-of-five grand finals." },
    { name: "Map Handicap", text: "-1.5 maps for a 2-0 win, +1.5 maps for an underdog to take at least one map." },
    { name: "Map Winner", text: "One map at a time. Team win rates vary a lot from map to map, so the veto tells you more than the overall ranking." },
    {
      name: "Round Handicap and Totals",
      text: "Round spreads (for example -2.5) and total rounds (for example 23.5) per map. Attack- or defence-sided maps shift the totals.",
    },
    {
      name: "Pistol Rounds",
      text: "Rounds 1 and 13 are played with pistols only. Their winners usually take the next rounds too, so these markets swing map prices.",
    },
    { name: "Outright Winner", text: "Who wins a Masters event or Champions. Form in the regional stage is the best guide to international results." },
  ],
  tips: [
    {
      title: "Follow agent and map changes",
      text: "Riot changes agents and rotates the seven-map pool during the season. Teams whose best maps leave the pool can drop sharply.",
    },
    { title: "Study the veto", text: "Look at which maps each side will ban and pick, and their records on the likely decider map." },
    {
      title: "Attack and defence splits",
      text: "Some maps favour defenders. A team strong on defence that starts on defence can build a lead that decides the map.",
    },
    {
      title: "Regional strength",
      text: "Compare results at international events, not only league standings; league tables reflect schedules of very different strength.",
    },
    {
      title: "Live betting needs discipline",
      text: "Prices move fast after pistol rounds and eco rounds. Decide your limits before the match, not in the middle of a comeback.",
    },
  ],
};

export default function ValorantGuidePage() {
  return <GuidePage content={valorantGuide} />;
}
