import { describe, expect, it } from "vitest";
import { gameOfLeague } from "./league-games";

const league = (name: string, slug = "") => ({ name, slug });

describe("gameOfLeague", () => {
  it("reads our game from a league's name or slug, in the games' names and usual short forms", () => {
    expect(gameOfLeague(league("Counter-Strike 2 - IEM", "counter-strike-2-iem"))).toBe("cs2");
    expect(gameOfLeague(league("CS2 - ESL Pro League"))).toBe("cs2");
    expect(gameOfLeague(league("", "esports-csgo-blast"))).toBe("cs2");
    expect(gameOfLeague(league("League of Legends - LCK", "league-of-legends-lck"))).toBe("lol");
    expect(gameOfLeague(league("LoL - LEC"))).toBe("lol");
    expect(gameOfLeague(league("Valorant - VCT Masters"))).toBe("valorant");
    expect(gameOfLeague(league("Dota 2 - The International"))).toBe("dota2");
    expect(gameOfLeague(league("", "dota2-dreamleague"))).toBe("dota2");
  });

  it("gives no game for a league that names none, or two, or another game with a like name", () => {
    expect(gameOfLeague(null)).toBeNull();
    expect(gameOfLeague(league("Rainbow Six - Siege Invitational", "rainbow-six"))).toBeNull();
    expect(gameOfLeague(league("League of Legends: Wild Rift - WRL", "league-of-legends-wild-rift"))).toBeNull();
    expect(gameOfLeague(league("Valorant vs CS2 Showmatch"))).toBeNull();
    // A word that merely contains a game's short form is not it.
    expect(gameOfLeague(league("Lollapalooza Cup", "lollapalooza"))).toBeNull();
    expect(gameOfLeague(league("Anecdota Open"))).toBeNull();
  });
});
