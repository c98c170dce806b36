import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { eq } from "@eb/db";
import { affiliateClicks } from "@eb/db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { addProgrammeBookmaker, testServerKeys } from "../testing/affiliate-programmes";

const SITE = "http://localhost:3000";
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };
const CLICK_ID = /^[A-Za-z0-9_-]{22}$/;

describe.each(testDrivers())("click ids at /go (%s)", (driver) => {
  let t: TestApp;
  let paramBook: number;
  let placeholderBook: number;
  let plainBook: number;
  let subidBook: number;
  let bothBook: number;
  // A fresh client address per visitor: one visitor's repeats count once.
  let addresses = 0;
  const fresh = () => `10.9.${(addresses >> 8) & 255}.${addresses++ & 255}`;
  const go = (url: string, remoteAddress = fresh(), headers: Record<string, string> = BROWSER, method: "GET" | "HEAD" = "GET") =>
    t.app.inject({ method, url, headers: { referer: `${SITE}/bonuses`, ...headers }, remoteAddress });
  const clicksOf = async (bookmakerId: number) => {
    await t.app.flushRedirectHits();
    return t.handle.db.select().from(affiliateClicks).where(eq(affiliateClicks.bookmakerId, bookmakerId));
  };

  beforeAll(async () => {
    const keys = testServerKeys();
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", SITE_URL: SITE }, deps: { mfaKeys: keys } });
    paramBook = (
      await addProgrammeBookmaker(t.handle, keys, {
        name: "Param Book",
        slug: "parambook",
        target: "https://param.example/join?aff=42&btag=stored",
        clickIdParam: "btag",
      })
    ).bookmakerId;
    placeholderBook = (
      await addProgrammeBookmaker(t.handle, keys, {
        name: "Placeholder Book",
        slug: "holderbook",
        target: "https://holder.example/r/{click_id}?sub={click_id}&aff=7",
      })
    ).bookmakerId;
    // A programme without a click id parameter, and a target without the placeholder.
    plainBook = (await addProgrammeBookmaker(t.handle, keys, { name: "Plain Book", slug: "plainbook", target: "https://plain.example/join?aff=9" }))
      .bookmakerId;
    // A programme whose click id parameter is `subid`, a name a visitor may also send (PASS_ON).
    subidBook = (
      await addProgrammeBookmaker(t.handle, keys, {
        name: "Subid Book",
        slug: "subidbook",
        target: "https://subid.example/join?aff=5&subid=stored",
        clickIdParam: "subid",
      })
    ).bookmakerId;
    // Both a parameter and a {click_id} placeholder: the id goes in the parameter only.
    bothBook = (
      await addProgrammeBookmaker(t.handle, keys, {
        name: "Both Book",
        slug: "bothbook",
        target: "https://both.example/r/{click_id}?aff=3",
        clickIdParam: "btag",
      })
    ).bookmakerId;
  });
  afterAll(() => t.close());

  it("gives no click id and stores no click where the tracking URL cannot carry one", async () => {
    const res = await go("/go/plainbook");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("https://plain.example/join?aff=9");
    expect(await clicksOf(plainBook)).toEqual([]);
  });

  it("appends a new click id in the programme's parameter, replacing the stored value, and records the click with it", async () => {
    const res = await go("/go/parambook?pl=card");
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe("https://param.example/join");
    expect(location.searchParams.get("aff")).toBe("42");
    expect(location.searchParams.getAll("btag")).toHaveLength(1);
    const id = location.searchParams.get("btag")!;
    expect(id).toMatch(CLICK_ID);
    const rows = await clicksOf(paramBook);
    const row = rows.find((r) => r.clickId === id);
    expect(row).toMatchObject({
      bookmakerId: paramBook,
      slug: "parambook",
      page: "/bonuses",
      placement: "card",
      country: null,
      experimentSession: null,
      variants: [],
    });
  });

  it("puts the click id in place of every {click_id} placeholder", async () => {
    const res = await go("/go/holderbook");
    const location = res.headers.location as string;
    const id = new URL(location).searchParams.get("sub")!;
    expect(id).toMatch(CLICK_ID);
    expect(location).toBe(`https://holder.example/r/${id}?sub=${id}&aff=7`);
    expect((await clicksOf(placeholderBook)).map((r) => r.clickId)).toContain(id);
  });

  it("gives every counted click its own id", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) ids.add(new URL((await go("/go/parambook")).headers.location as string).searchParams.get("btag")!);
    expect(ids.size).toBe(20);
    const stored = new Set((await clicksOf(paramBook)).map((r) => r.clickId));
    for (const id of ids) expect(stored.has(id)).toBe(true);
  });

  it("gives a repeat inside the 30 s window the first click's id, and counts and stores one click", async () => {
    const visitor = fresh();
    const first = new URL((await go("/go/parambook", visitor)).headers.location as string).searchParams.get("btag");
    expect(first).toMatch(CLICK_ID);
    const before = (await clicksOf(paramBook)).length;
    const again = new URL((await go("/go/parambook", visitor)).headers.location as string);
    expect(again.searchParams.getAll("btag")).toEqual([first]);
    expect((await clicksOf(paramBook)).length).toBe(before);

    const holderVisitor = fresh();
    const holderFirst = (await go("/go/holderbook", holderVisitor)).headers.location as string;
    const holderId = new URL(holderFirst).searchParams.get("sub")!;
    const holderBefore = (await clicksOf(placeholderBook)).length;
    const repeat = (await go("/go/holderbook", holderVisitor)).headers.location as string;
    expect(repeat).toBe(`https://holder.example/r/${holderId}?sub=${holderId}&aff=7`);
    expect((await clicksOf(placeholderBook)).length).toBe(holderBefore);
    // Another visitor (another user agent at the same address) is another click with its own id.
    const other = new URL((await go("/go/parambook", visitor, { ...BROWSER, "user-agent": `${BROWSER["user-agent"]} other` })).headers.location as string);
    expect(other.searchParams.get("btag")).not.toBe(first);
  });

  it("gives an address over its budget no click id: the stored parameter stays, the placeholder is emptied, nothing is recorded", async () => {
    const address = fresh();
    for (let i = 0; i < 10; i++) await go("/go/plainbook", address, { ...BROWSER, "user-agent": `${BROWSER["user-agent"]} v${i}` });
    const before = [(await clicksOf(paramBook)).length, (await clicksOf(placeholderBook)).length];
    expect(new URL((await go("/go/parambook", address)).headers.location as string).searchParams.get("btag")).toBe("stored");
    expect((await go("/go/holderbook", address)).headers.location).toBe("https://holder.example/r/?sub=&aff=7");
    expect([(await clicksOf(paramBook)).length, (await clicksOf(placeholderBook)).length]).toEqual(before);
  });

  it("never passes on a visitor's subid where the programme's click id parameter is subid: counted, repeated, bot or over budget", async () => {
    const subidOf = async (url: string, address: string, headers: Record<string, string> = BROWSER) =>
      new URL((await go(url, address, headers)).headers.location as string).searchParams.getAll("subid");
    const visitor = fresh();
    const [counted] = await subidOf("/go/subidbook?subid=attacker&utm_source=x", visitor);
    expect(counted).toMatch(CLICK_ID);
    expect(await subidOf("/go/subidbook?subid=attacker", visitor)).toEqual([counted]);
    expect(await subidOf("/go/subidbook?subid=attacker", fresh(), { "user-agent": "curl/8.5.0", accept: "*/*" })).toEqual(["stored"]);
    const spent = fresh();
    for (let i = 0; i < 10; i++) await go("/go/plainbook", spent, { ...BROWSER, "user-agent": `${BROWSER["user-agent"]} v${i}` });
    expect(await subidOf("/go/subidbook?subid=attacker", spent)).toEqual(["stored"]);
    expect((await clicksOf(subidBook)).map((r) => r.clickId)).toEqual([counted]);
  });

  it("puts the id once, in the programme's parameter, when the URL also holds a {click_id} placeholder (emptied)", async () => {
    const res = await go("/go/bothbook");
    const location = new URL(res.headers.location as string);
    const id = location.searchParams.get("btag")!;
    expect(id).toMatch(CLICK_ID);
    expect(location.href).toBe(`https://both.example/r/?aff=3&btag=${id}`);
    expect((await clicksOf(bothBook)).map((r) => r.clickId)).toEqual([id]);
  });

  it("gives bots and HEAD requests no click id and records no click for them", async () => {
    const before = (await clicksOf(placeholderBook)).length;
    const bot = await go("/go/holderbook", fresh(), { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)", accept: "*/*" });
    expect(bot.headers.location).toBe("https://holder.example/r/?sub=&aff=7");
    const head = await go("/go/holderbook", fresh(), BROWSER, "HEAD");
    expect(head.headers.location).toBe("https://holder.example/r/?sub=&aff=7");
    const paramBot = await go("/go/parambook", fresh(), { "user-agent": "curl/8.5.0", accept: "*/*" });
    expect(new URL(paramBot.headers.location as string).searchParams.get("btag")).toBe("stored");
    expect((await clicksOf(placeholderBook)).length).toBe(before);
  });
});
