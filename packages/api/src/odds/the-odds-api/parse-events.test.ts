import { describe, expect, it } from "vitest";
import { MAX_ISSUES_PER_EVENT, parseOddsEvents } from "./parse-events";
import { redactKey, REDACTED } from "../feed-errors";

const event = (bookmakers: unknown[], extra: Record<string, unknown> = {}) => ({
  id: "ev1",
  sport_key: "esports_cs2",
  sport_title: "CS2",
  commence_time: "2026-12-01T18:00:00Z",
  home_team: "Alpha",
  away_team: "Beta",
  bookmakers,
  ...extra,
});
/** A market's time is optional: `null` sends none at all. */
const h2h = (outcomes: unknown[], lastUpdate: string | null = "2026-11-30T10:00:00Z") => ({
  key: "h2h",
  outcomes,
  ...(lastUpdate === null ? {} : { last_update: lastUpdate }),
});
const book = (key: string, markets: unknown[], last_update: string | null = "2026-11-30T09:00:00Z") => ({
  key,
  title: key.toUpperCase(),
  last_update,
  markets,
});
const priced = [
  { name: "Alpha", price: 1.8 },
  { name: "Beta", price: 2.0 },
];

describe("parseOddsEvents", () => {
  it("is null for a body that is not a list", () => {
    expect(parseOddsEvents({ message: "x" })).toBeNull();
    expect(parseOddsEvents(null)).toBeNull();
    expect(parseOddsEvents("[]")).toBeNull();
  });

  it("reads an empty list as no events", () => {
    expect(parseOddsEvents([])).toEqual({ events: [], invalid: [], bookmakersLeftOut: 0, suspendedOutcomes: 0, refusedPrices: 0 });
  });

  it("keeps a good event beside a bad one and reports the bad one's id and issues, bounded", () => {
    const wrongEverywhere = { id: 7, sport_key: 1, commence_time: "soon", home_team: "", away_team: 3, bookmakers: "none" };
    const parsed = parseOddsEvents([wrongEverywhere, event([book("a", [h2h(priced)])]), "not an event"])!;
    expect(parsed.events.map((e) => e.providerEventId)).toEqual(["ev1"]);
    expect(parsed.invalid.map((i) => [i.index, i.id])).toEqual([
      [0, "7"],
      [2, null],
    ]);
    expect(parsed.invalid[0]!.issues).toHaveLength(MAX_ISSUES_PER_EVENT + 1);
    expect(parsed.invalid[0]!.issues.at(-1)).toBe("and 1 more");
  });

  it("refuses a start time that is not an ISO instant", () => {
    expect(parseOddsEvents([event([], { commence_time: "2026-12-01 18:00" })])!.invalid).toHaveLength(1);
    expect(parseOddsEvents([event([], { commence_time: 1_700_000_000 })])!.invalid).toHaveLength(1);
  });

  it("drops every outcome whose price is not a decimal price above 1, and a repeated outcome name", () => {
    const outcomes = [
      { name: "Alpha", price: 1.8 },
      { name: "Beta", price: 1 },
      { name: "Beta", price: -2.5 },
      { name: "Beta", price: null },
      { name: "Beta", price: "2.1" },
      { name: "Beta" },
      { name: "", price: 2 },
      { name: "Alpha", price: 1.9 },
    ];
    const parsed = parseOddsEvents([event([book("a", [h2h(outcomes)])])])!;
    expect(parsed.events[0]!.quotes[0]!.outcomes).toEqual([{ name: "Alpha", price: 1.8 }]);
    expect(parsed.suspendedOutcomes).toBe(6);
    // Named but unpriced: off the board (the nameless one cannot be placed).
    expect(parsed.events[0]!.quotes[0]!.unpriced).toEqual(["Beta"]);
  });

  it("refuses a price above 1000 on its own, counted apart from the suspended ones: the bookmaker's other price stays", () => {
    const outcomes = [
      { name: "Alpha", price: 1e9 },
      { name: "Beta", price: 1000 },
    ];
    const parsed = parseOddsEvents([event([book("a", [h2h(outcomes)]), book("b", [h2h([{ name: "Alpha", price: 1000.5 }])])])])!;
    expect(parsed.events[0]!.quotes.map((q) => [q.bookmakerKey, q.outcomes, q.unpriced])).toEqual([
      ["a", [{ name: "Beta", price: 1000 }], ["Alpha"]],
      ["b", [], ["Alpha"]],
    ]);
    expect(parsed).toMatchObject({ refusedPrices: 2, suspendedOutcomes: 0, bookmakersLeftOut: 0 });
  });

  it("leaves out a bookmaker with no h2h market or that is malformed, keeps one whose every outcome is suspended as unpriced, and keeps the event", () => {
    const parsed = parseOddsEvents([
      event([
        book("totals-only", [{ key: "totals", outcomes: [{ name: "Over", price: 1.9, point: 2.5 }] }]),
        book("all-suspended", [h2h([{ name: "Alpha", price: 0 }])]),
        { key: "no-title", markets: [h2h(priced)] },
        book("bad-markets", [h2h("nope" as unknown as unknown[])]),
        book("fine", [{ key: "spreads", outcomes: [] }, h2h(priced)]),
      ]),
    ])!;
    expect(parsed.events[0]!.quotes.map((q) => [q.bookmakerKey, q.outcomes.length, q.unpriced])).toEqual([
      ["all-suspended", 0, ["Alpha"]],
      ["fine", priced.length, []],
    ]);
    expect(parsed.bookmakersLeftOut).toBe(3);
  });

  it("dates a quote by its h2h market, else by its bookmaker, else not at all", () => {
    const parsed = parseOddsEvents([
      event([book("market-time", [h2h(priced)]), book("bookmaker-time", [h2h(priced, null)]), book("no-time", [h2h(priced, null)], null)]),
    ])!;
    expect(parsed.events[0]!.quotes.map((q) => q.lastUpdate?.toISOString() ?? null)).toEqual(["2026-11-30T10:00:00.000Z", "2026-11-30T09:00:00.000Z", null]);
  });

  it("keeps an event whose bookmakers list is empty (the table will say there are no prices)", () => {
    expect(parseOddsEvents([event([])])!.events[0]!.quotes).toEqual([]);
  });
});

describe("redactKey", () => {
  it("takes out the key as written and as URL-encoded", () => {
    const key = "a+b/c=d e";
    const text = `x ${key} y ${encodeURIComponent(key)} z ${new URLSearchParams({ apiKey: key })}`;
    const out = redactKey(text, key);
    expect(out).not.toContain(key);
    expect(out).not.toContain(encodeURIComponent(key));
    expect(out).not.toContain("a%2Bb");
    expect(out).toBe(`x ${REDACTED} y ${REDACTED} z apiKey=${REDACTED}`);
  });

  it("leaves text alone when there is no key", () => {
    expect(redactKey("plain", "")).toBe("plain");
  });
});
