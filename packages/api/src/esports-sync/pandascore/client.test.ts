import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readFixture, startFakePandaScore, type FakePandaScore } from "../../../../../tests/fake-pandascore";
import { PandaScoreClient, type RequestGate } from "./client";
import { ProviderError } from "./errors";
import { dedupeById, nextLink, resolveOnBase } from "./pagination";

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
    const items: unknown[] = [];
    for await (const page of client.paginate(path, {}, gate, 10)) items.push(...page.items);
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
    const items = (await collect(client, "/csgo/matches/running")) as { id: number }[];
    expect(items.map((m) => m.id)).toEqual([...new Set(items.map((m) => m.id))]);
    expect(items).toHaveLength((readFixture("csgo-matches-running-legacy-2020.json") as unknown[]).length - 1);
  });
});
