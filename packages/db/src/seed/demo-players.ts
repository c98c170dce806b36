import type { Game } from "../games";
import type { players, teams } from "../schema/index";

type NewPlayer = typeof players.$inferInsert;
type NewTeam = typeof teams.$inferInsert;

/** Players per demo team: a starting five in all four games. */
export const DEMO_ROSTER_SIZE = 5;

/**
 * Roles in PandaScore's own words where the game has fixed ones, so demo rosters read like synced
 * ones: LoL lanes as the provider sends them (`top`, `jun`, `mid`, `adc`, `sup`), Dota 2 positions
 * 1-5 by name. CS2 and Valorant players come without a role, as they mostly do from the provider.
 */
export const DEMO_ROLES: Record<Game, readonly (string | null)[]> = {
  cs2: [null, null, null, null, null],
  valorant: [null, null, null, null, null],
  lol: ["top", "jun", "mid", "adc", "sup"],
  dota2: ["carry", "mid", "offlane", "soft support", "hard support"],
};

// Invented in-game names: two syllables each, so none is a real player's handle by design.
const HANDLE_START = ["Ka", "Zo", "Ve", "Ri", "Tor", "Nyx", "Fen", "Dra", "Bel", "Sor", "Lum", "Vek", "Quo", "Mar", "Yu", "Oz", "Pyr", "Sil", "Gro", "Tal"];
const HANDLE_END = [
  "rin",
  "mex",
  "dox",
  "vale",
  "lyn",
  "ko",
  "stra",
  "brik",
  "nox",
  "tai",
  "zel",
  "rum",
  "pex",
  "via",
  "gard",
  "wyn",
  "sho",
  "lux",
  "dar",
  "fi",
];

/** A few invented given and family names per demo nationality (the demo teams' locations). */
const NAMES: Record<string, [string[], string[]]> = {
  SE: [
    ["Linus", "Oskar", "Elias"],
    ["Berglund", "Ahlgren", "Norberg"],
  ],
  DE: [
    ["Jonas", "Lukas", "Felix"],
    ["Brenner", "Kessler", "Vogt"],
  ],
  PL: [
    ["Kacper", "Michal", "Tomasz"],
    ["Wrona", "Sadowski", "Kulik"],
  ],
  BR: [
    ["Rafael", "Thiago", "Bruno"],
    ["Moreira", "Teixeira", "Campos"],
  ],
  US: [
    ["Tyler", "Jordan", "Evan"],
    ["Whitfield", "Carver", "Holt"],
  ],
  UA: [
    ["Dmytro", "Artem", "Oleh"],
    ["Kovalenko", "Marchuk", "Savchuk"],
  ],
  FI: [
    ["Aleksi", "Veeti", "Onni"],
    ["Lahtinen", "Koskela", "Rantala"],
  ],
  FR: [
    ["Hugo", "Mathis", "Lucas"],
    ["Garnier", "Lemaire", "Perrin"],
  ],
  KR: [
    ["Min-jun", "Seo-jin", "Do-yun"],
    ["Baek", "Hwang", "Seo"],
  ],
  CN: [
    ["Hao", "Jun", "Wei"],
    ["Zhou", "Lin", "Tang"],
  ],
  ES: [
    ["Pablo", "Adrian", "Sergio"],
    ["Navarro", "Ortega", "Rubio"],
  ],
  VN: [
    ["Minh", "Quang", "Tuan"],
    ["Pham", "Vu", "Dang"],
  ],
  JP: [
    ["Haruto", "Ren", "Sota"],
    ["Mori", "Okada", "Fujita"],
  ],
  TR: [
    ["Emre", "Burak", "Kaan"],
    ["Aydin", "Kaplan", "Polat"],
  ],
  GB: [
    ["Oliver", "Callum", "Harry"],
    ["Whitmore", "Ashby", "Pryce"],
  ],
  NO: [
    ["Sindre", "Magnus", "Eirik"],
    ["Haugen", "Solberg", "Aasen"],
  ],
  IN: [
    ["Arjun", "Rohan", "Vikram"],
    ["Mehta", "Iyer", "Kapoor"],
  ],
  PE: [
    ["Diego", "Mateo", "Renzo"],
    ["Quispe", "Salazar", "Vargas"],
  ],
  PH: [
    ["Paolo", "Miguel", "Carlo"],
    ["Dizon", "Santos", "Villareal"],
  ],
  MY: [
    ["Hakim", "Irfan", "Danial"],
    ["Rahman", "Ismail", "Aziz"],
  ],
  JO: [
    ["Omar", "Zaid", "Yazan"],
    ["Haddad", "Nasser", "Khoury"],
  ],
};
const NATIONALITIES = Object.keys(NAMES);

/**
 * Five players per demo team, ids from `idBase` (team index * 10 + slot). Most share their team's
 * country, one in five comes from elsewhere, as on real international rosters. Handles are unique
 * across the demo world.
 */
export function generateDemoPlayers(game: Game, roster: NewTeam[], idBase: number, random: () => number, usedHandles: Set<string>): NewPlayer[] {
  const rows: NewPlayer[] = [];
  roster.forEach((team, teamIndex) => {
    for (let slot = 0; slot < DEMO_ROSTER_SIZE; slot++) {
      let handle: string;
      do {
        handle = HANDLE_START[Math.floor(random() * HANDLE_START.length)]! + HANDLE_END[Math.floor(random() * HANDLE_END.length)]!;
      } while (usedHandles.has(handle));
      usedHandles.add(handle);
      const home = team.location && NAMES[team.location] ? team.location : NATIONALITIES[0]!;
      const nationality = random() < 0.8 ? home : NATIONALITIES[Math.floor(random() * NATIONALITIES.length)]!;
      const [firsts, lasts] = NAMES[nationality]!;
      rows.push({
        id: idBase + teamIndex * 10 + slot,
        source: "demo",
        game,
        teamId: team.id,
        name: handle,
        firstName: firsts[Math.floor(random() * firsts.length)]!,
        lastName: lasts[Math.floor(random() * lasts.length)]!,
        role: DEMO_ROLES[game][slot] ?? null,
        nationality,
        imageUrl: null,
      });
    }
  });
  return rows;
}
