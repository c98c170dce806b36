import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { readFixture, startFakePandaScore, syntheticMatches, type FakePandaScore } from "../../../../../tests/fake-pandascore";
import type { InvalidItem } from "../../platform";
import { MAX_PAGE_BYTES, PandaScoreClient, type RequestGate } from "./client";
import { ProviderError } from "./errors";
import { dedupeById, nextLink, resolveOnBase } from "./pagination";
import { matchPayload } from "./schemas";
import type { PsMatch } from "./types";

describe("pagination helpers", () => {
  it("reads the next link among first/prev/next/last", () => {
    const header =
      '<https://api.pandascore.co/lol/matches?page=1>; rel="first", <https://api.pandascore.co/lol/matches?page=3>; rel="next", <https://api.pandascore.co/lol/matches?page=9>; rel="last"';
    expect(nextLink(header)).toBe("https://api.pandascore.co/lol/matches?page=3");
    expect(nextLink('<https://x/?page=1>; rel="prev"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
  it("follows links on the configured base only, so the token never goes to another host", () => {
    expect(resolveOnBase("http://127.0.0.1:9/proxy", "https://evil.example/lol/matches?page=2")).toBe("http://127.0.0.1:9/proxy/lol/matches?page=2");
    expect(resolveOnBase("https://api.pandascore.co", "/lol/matches?page=2")).toBe("https://api.pandascore.co/lol/matches?page=2");
  });
  it("drops ids already seen on earlier pages", () => {
    const seen = new Set([1]);
    expect(dedupeById([{ id: 1 }, { id: 2 }, { id: 2 }], seen)).toEqual({ fresh: [{ id: 2 }], duplicates: 2 });
  });
});

describe("PandaScoreClient against the fake server", () => {
  let fake: FakePandaScore;
  const statuses: string[] = [];
  const gate: RequestGate = async () => ({ done: async (s) => void statuses.push(s) });
  beforeAll(async () => {
    fake = await startFakePandaScore({ token: "right" });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    statuses.length = 0;
    fake.clearFaults();
  });
  const collect = async (client: PandaScoreClient, path: string) => {
    const items: PsMatch[] = [];
    for await (const page of client.paginate(path, {}, matchPayload, gate, 10)) items.push(...page.items);
    return items;
  };

  it("reports the provider's error body on a wrong token (error-token-missing.json)", async () => {
    const client = new PandaScoreClient({ token: "wrong", baseUrl: fake.url });
    const failure = await collect(client, "/lol/matches/upcoming").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).message).toBe(`PandaScore HTTP 401: ${(readFixture("error-token-missing.json") as { error: string }).error}`);
    expect((failure as ProviderError).rateLimited).toBe(false);
    expect(statuses).toEqual(["401"]);
  });

  it("stops reading a page that inflates past the cap (a 1 GiB gzip) once the decompressed bytes pass it", async () => {
    const client = new PandaScoreClient({ token: "right", baseUrl: fake.url });
    fake.addFault({ path: "/lol/matches/upcoming", times: 1, fault: { type: "gzip-bomb", inflatedBytes: 1024 * 1024 * 1024 } });
    const failure = await collect(client, "/lol/matches/upcoming").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).message).toBe("PandaScore answer larger than 16 MiB after decompression; reading stopped");
    expect(MAX_PAGE_BYTES).toBe(16 * 1024 * 1024);
    expect(statuses).toEqual(["200"]);
  });

  it("never follows a redirect: the page fails and the other address is never asked", async () => {
    const client = new PandaScoreClient({ token: "right", baseUrl: fake.url });
    fake.addFault({ path: "/lol/matches/upcoming", times: 1, fault: { type: "redirect" } });
    const failure = await collect(client, "/lol/matches/upcoming").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).message).toBe("PandaScore answered with a redirect, which is never followed");
    expect(fake.requests.some((r) => r.path.startsWith("/redirected"))).toBe(false);
  });

  it("waits for a slow answer within the time-out, and gives up on a slower one", async () => {
    const client = new PandaScoreClient({ token: "right", baseUrl: fake.url, timeoutMs: 600 });
    fake.addFault({ path: "/lol/matches/upcoming", times: 1, fault: { type: "slow", ms: 200 } });
    expect(await collect(client, "/lol/matches/upcoming")).toHaveLength(1);
    fake.addFault({ path: "/lol/matches/upcoming", times: 1, fault: { type: "slow", ms: 1500 } });
    await expect(collect(client, "/lol/matches/upcoming")).rejects.toThrow(/timed out after 600 ms/);
    expect(statuses).toEqual(["200", "timeout"]);
  });

  it("dedupes the legacy running page that repeats a match", async () => {
    const client = new PandaScoreClient({ token: "right", baseUrl: fake.url });
    const items = await collect(client, "/csgo/matches/running");
    expect(items.map((m) => m.id)).toEqual([...new Set(items.map((m) => m.id))]);
    expect(items).toHaveLength((readFixture("csgo-matches-running-legacy-2020.json") as unknown[]).length - 1);
  });

  describe("on bad and partial payloads", () => {
    const PATH = "/csgo/matches/past";
    /** Real finished CS matches (csgo-matches-past.json), as raw JSON to break on purpose. */
    const realMatches = () => z.array(z.record(z.string(), z.any())).parse(readFixture("csgo-matches-past.json"));
    const client = () => new PandaScoreClient({ token: "right", baseUrl: fake.url });
    beforeEach(() => fake.setRoute(PATH, realMatches()));

    const read = async () => {
      const pages: { items: PsMatch[]; invalid: InvalidItem[] }[] = [];
      for await (const page of client().paginate(PATH, {}, matchPayload, gate, 10)) pages.push(page);
      return { items: pages.flatMap((p) => p.items), invalid: pages.flatMap((p) => p.invalid), pages: pages.length };
    };

    it("keeps the partial items of a page and reports the one with a wrong type by id and path", async () => {
      const [noOpponents, unknownStatus, wrongType, extraFields, ...rest] = realMatches();
      delete noOpponents!.opponents;
      delete noOpponents!.results;
      unknownStatus!.status = "delayed_forever";
      wrongType!.number_of_games = "three";
      const stream = extraFields!.streams_list[0];
      Object.assign(extraFields!, { odds_preview: { home: 1.8 }, streams_list: [{ ...stream, viewers: 12_000 }] });
      fake.setRoute(PATH, [noOpponents, unknownStatus, wrongType, extraFields, ...rest]);

      const { items, invalid } = await read();
      expect(items.map((m) => m.id)).toEqual([noOpponents, unknownStatus, extraFields, ...rest].map((m) => m!.id));
      expect(invalid).toEqual([{ index: 2, id: wrongType!.id, issues: ["number_of_games: Invalid input: expected number, received string"] }]);
      const byId = new Map(items.map((m) => [m.id, m]));
      expect(byId.get(noOpponents!.id)!.opponents).toBeUndefined();
      expect(byId.get(unknownStatus!.id)!.status).toBe("delayed_forever");
      expect(byId.get(extraFields!.id)).not.toHaveProperty("odds_preview");
      expect(byId.get(extraFields!.id)!.streams_list).toEqual([stream]);
      expect(byId.get(extraFields!.id)!.streams_list![0]).not.toHaveProperty("viewers");
      expect(statuses).toEqual(["200"]);
    });

    it("refuses an opponent entry without its opponent, and a match whose id is not one", async () => {
      const [emptySide, textId, ...rest] = realMatches();
      emptySide!.opponents[1] = { type: "Team" };
      textId!.id = String(textId!.id);
      fake.setRoute(PATH, [emptySide, textId, ...rest]);

      const { items, invalid } = await read();
      expect(items).toHaveLength(rest.length);
      expect(invalid).toEqual([
        { index: 0, id: emptySide!.id, issues: ["opponents.1.opponent: Invalid input: expected object, received undefined"] },
        { index: 1, id: textId!.id, issues: ["id: Invalid input: expected number, received string"] },
      ]);
    });

    it("goes on paging past a full page that held an invalid item: the page was not short", async () => {
      const matches = syntheticMatches(250) as Record<string, unknown>[];
      matches[40]!.begin_at = "next Tuesday";
      fake.setRoute(PATH, matches);

      const { items, invalid, pages } = await read();
      expect(pages).toBe(3);
      expect(items).toHaveLength(249);
      expect(invalid.map((i) => [i.index, i.id, i.issues])).toEqual([[40, matches[40]!.id, ["begin_at: Invalid ISO datetime"]]]);
    });

    it.each([
      ["a JSON object instead of a list", 200, JSON.stringify({ data: realMatches() }), "PandaScore answered with something other than a list"],
      ["an HTML page with 200", 200, "<!doctype html><title>Maintenance</title>", "PandaScore sent malformed JSON"],
      ["an HTML error page", 502, "<html><body>Bad gateway</body></html>", "PandaScore HTTP 502: <html><body>Bad gateway</body></html>"],
    ])("fails the request as a provider error on %s", async (_name, status, body, message) => {
      fake.addFault({ path: PATH, times: 1, fault: { type: "status", status, body } });
      const failure = await read().catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ProviderError);
      expect((failure as ProviderError).message).toBe(message);
      expect(statuses).toEqual([String(status)]);
    });
  });
});
