import { GuidePage } from "./guide-page";
import type { GuideContent } from "./guide-types";

export const lolGuide: GuideContent = {
  game: "lol",
  title: (year) => `League of Legends Betting Guide ${year}: Markets, Teams and Tips`,
  metaDescription:
    "How to bet on League of Legends: match winner, map handicaps, first blood, dragons, Baron and kill totals explained, the top teams of the LCK, LPL, LEC and LTA, and betting tips.",
  keywords: "LoL betting, League of Legends betting, LoL Worlds betting, LCK betting, LEC betting guide",
  heroTitle: "League of Legends Betting Guide",
  heroText:
    "League of Legends is a five-against-five strategy game played on a single map, where teams destroy towers and objectives to reach the enemy Nexus. Regional leagues run all year and feed into the Mid-Season Invitational and the World Championship. This guide covers the markets, the leading teams and what to study before a bet.",
  facts: [
    { label: "Format", value: "5v5 on Summoner's Rift, games of about 30-35 minutes" },
    { label: "Biggest events", value: "World Championship (autumn), Mid-Season Invitational, First Stand" },
    { label: "Major leagues", value: "LCK (Korea), LPL (China), LEC (Europe), LTA (Americas)" },
  ],
  markets: [
    {
      name: "Match Winner",
      text: "The team that wins the game or series. Most regular-season league games are best-of-one or best-of-three; international playoffs are best-of-five.",
    },
    { name: "Map Handicap", text: "Series handicaps such as -1.5 games. Useful when a clear favourite is priced too short to back straight." },
    { name: "First Blood", text: "Which team gets the first kill. Driven by early jungle paths and lane matchups more than overall strength." },
    {
      name: "First Dragon, Herald and Baron",
      text: "Objective markets reward teams with strong early jungle control (dragons) or late-game decision-making (Baron).",
    },
    {
      name: "Total Kills",
      text: "Over or under a kill line per game. Scaling, teamfight-heavy drafts and aggressive regions produce more kills than split-push styles.",
    },
    { name: "Game Duration", text: "Over or under a time line (for example 32.5 minutes). Mismatches end early; evenly matched, scaling drafts go long." },
    { name: "Outright Winner", text: "Who wins the split, MSI or Worlds. Prices move sharply after patches and roster changes." },
  ],
  tips: [
    {
      title: "Know the patch",
      text: "Riot patches the game every two weeks. Teams that adapt quickly to a new meta gain an edge that rankings do not show yet.",
    },
    {
      title: "Draft is half the game",
      text: "Watch the pick-and-ban phase before live betting: a team that lands its comfort champions is a different proposition.",
    },
    {
      title: "Side selection matters",
      text: "Blue side gets the first pick and is usually favoured in professional play; check each team's record on each side.",
    },
    {
      title: "Regions are not equal",
      text: "International results show the LCK and LPL ahead of other regions on average. Be careful when backing minor-region teams against them.",
    },
    {
      title: "Use objective stats",
      text: "Dragon control, first-tower rate and gold difference at 15 minutes predict objective and duration markets better than win rates.",
    },
    { title: "Stay within your limits", text: "Set a budget and stake size before a match; best-of-one upsets happen weekly, so never stake money you need." },
  ],
};

export default function LolGuidePage() {
  return <GuidePage content={lolGuide} />;
}
