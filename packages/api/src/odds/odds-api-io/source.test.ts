import { describe, expect, it } from "vitest";
import { oddsApiIoFeedKey, oddsApiIoSource } from "./source";

const base = {
  baseUrl: "http://127.0.0.1:9/v3",
  apiKey: "k",
  log: { info: () => {}, warn: () => {} },
  now: () => new Date(),
  bestOfFor: async () => new Map(),
};

describe("Odds-API.io as an odds source", () => {
  it("keys the feed's bookmaker names as the other feeds' keys are written", () => {
    expect(oddsApiIoFeedKey("Vortex Bet")).toBe("vortex_bet");
    expect(oddsApiIoFeedKey("Bet365")).toBe("bet365");
    expect(oddsApiIoFeedKey("GG.bet")).toBe("gg_bet");
    expect(oddsApiIoFeedKey(" 1xBet (EU) ")).toBe("1xbet_eu");
  });

  it("is refused without a bookmaker to price, or with more than one request may name", () => {
    expect(() => oddsApiIoSource({ ...base, bookmakers: [" ", ""] })).toThrow("Odds-API.io needs 1 to 30 bookmakers to price, not 0");
    const many = Array.from({ length: 31 }, (_, i) => `Book ${i}`);
    expect(() => oddsApiIoSource({ ...base, bookmakers: many })).toThrow("not 31");
    expect(oddsApiIoSource({ ...base, bookmakers: [...many.slice(0, 30), "Book 0"] }).name).toBe("odds-api-io");
  });
});
