import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { licensedEverywhere } from "../testing/licences";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { bookmakerRedirects, bookmakers } from "@eb/db/schema";
import { ABSOLUTE_URL, BOOKMAKER_NOT_FOUND, RATING_RANGE, RATING_STEP, ratingFromInput, REDIRECT_NEEDS_URL, STALE_BOOKMAKER } from "../contracts/bookmakers";
import { bookmakersTab, contentForm } from "./test-support";
import { refusalOf } from "../testing/refusal";
import { raceForRow } from "../testing/row-lock-race";

describe.each(testDrivers())("adding and editing a bookmaker's content (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let tab: Awaited<ReturnType<typeof bookmakersTab>>;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    tab = await bookmakersTab(handle.db, clock);
  });
  afterEach(() => handle.close());

  it("adds a bookmaker as a draft, last in the order, with the spec's defaults, and audits it", async () => {
    const [first] = await handle.db.insert(bookmakers).values({ name: "First", rating: 4, displayOrder: 7 }).returning({ id: bookmakers.id });
    await licensedEverywhere(handle.db, first!.id);
    const created = await tab.api().create({ content: contentForm({ keyFeatures: [{ title: "Live map betting", description: "" }] }) });
    expect(created).toMatchObject({
      name: "Vortex Bet",
      rating: 4.5,
      bonusType: "deposit",
      buttonText: "Welcome Bonus",
      ctaText: "Claim 100% up to €200",
      description: null,
      termsHighlight: null,
      keyFeatures: [{ title: "Live map betting", description: null }],
      displayOrder: 8,
      publishStatus: "draft",
      isFeatured: false,
      active: true,
      redirectSlug: null,
      slugAliases: [],
      redirectTarget: null,
      clickCount: 0,
      version: 1,
      updatedAt: clock.now.toISOString(),
    });
    expect((await tab.api().list()).map((b) => b.name)).toEqual(["First", "Vortex Bet"]);
    expect(await tab.auditRows()).toEqual([
      {
        userId: tab.admin.userId,
        resourceType: "bookmaker",
        resourceId: String(created.id),
        eventData: expect.objectContaining({
          change: "create",
          after: expect.objectContaining({ name: "Vortex Bet", publishStatus: "draft", displayOrder: 8 }),
        }),
      },
    ]);
    expect(await tab.publicList()).toEqual([expect.objectContaining({ name: "First" })]);
  });

  it("saves every content field, empty optionals as null, and records only what changed", async () => {
    const created = await tab.api().create({ content: contentForm({ description: "Deep markets", ctaText: "Join" }) });
    const saved = await tab.api().update({
      id: created.id,
      version: created.version,
      content: contentForm({
        name: "  Vortex Bet Pro ",
        rating: ratingFromInput("4,7"),
        bonus: "",
        bonusType: "free_bets",
        buttonText: "Exclusive",
        ctaText: "",
        description: "",
        termsHighlight: "18+ T&Cs apply",
        keyFeatures: [
          { title: "Fast withdrawals", description: "Within an hour" },
          { title: "", description: "dropped" },
        ],
      }),
    });
    // Every field but the two URLs changed, so each is in the audit row.
    const stored = {
      name: "Vortex Bet Pro",
      rating: 4.7,
      bonus: null,
      bonusType: "free_bets",
      buttonText: "Exclusive",
      ctaText: "Claim Bonus",
      description: null,
      termsHighlight: "18+ T&Cs apply",
      keyFeatures: [{ title: "Fast withdrawals", description: "Within an hour" }],
    };
    expect(saved).toMatchObject({ ...stored, version: 2 });
    const [, edit] = await tab.auditRows();
    expect(edit!.eventData).toEqual({
      change: "content",
      name: "Vortex Bet",
      before: {
        name: "Vortex Bet",
        rating: 4.5,
        bonus: "100% up to €200",
        bonusType: "deposit",
        buttonText: "Welcome Bonus",
        ctaText: "Join",
        description: "Deep markets",
        termsHighlight: null,
        keyFeatures: [],
      },
      after: stored,
    });
  });

  it("saving an unchanged form writes no new version and no audit row", async () => {
    const created = await tab.api().create({ content: contentForm() });
    const same = await tab.api().update({ id: created.id, version: created.version, content: contentForm() });
    expect(same.version).toBe(1);
    expect(await tab.auditRows()).toHaveLength(1);
  });

  it("refuses each content rule with the spec's message", async () => {
    const { id, version } = await tab.api().create({ content: contentForm() });
    const update = (form: Parameters<typeof contentForm>[0]) => refusalOf(tab.api().update({ id, version, content: contentForm(form) }));
    expect(await update({ rating: ratingFromInput("four") })).toEqual({ code: "BAD_REQUEST", messages: [RATING_RANGE] });
    expect(await update({ rating: 5.5 })).toEqual({ code: "BAD_REQUEST", messages: [RATING_RANGE] });
    expect(await update({ rating: 4.25 })).toEqual({ code: "BAD_REQUEST", messages: [RATING_STEP] });
    expect((await update({ bonusType: "welcome" as "deposit" })).code).toBe("BAD_REQUEST");
    expect(await update({ name: " " })).toEqual({ code: "BAD_REQUEST", messages: ["Name is required"] });
    for (const url of ["/join", "vortexbet.example", "//vortexbet.example", "javascript:alert(1)", "ftp://vortexbet.example"]) {
      expect(await update({ websiteUrl: url })).toEqual({ code: "BAD_REQUEST", messages: [ABSOLUTE_URL] });
      expect(await update({ affiliateUrl: url })).toEqual({ code: "BAD_REQUEST", messages: [ABSOLUTE_URL] });
    }
    expect(await refusalOf(tab.api().create({ content: contentForm({ rating: 0 }) }))).toEqual({ code: "BAD_REQUEST", messages: [RATING_RANGE] });
    const [row] = await handle.db.select({ version: bookmakers.version, name: bookmakers.name }).from(bookmakers);
    expect(row).toEqual({ version: 1, name: "Vortex Bet" });
  });

  it("offers the six bonus types", async () => {
    let b = await tab.api().create({ content: contentForm() });
    for (const bonusType of ["no_deposit", "cashback", "free_bets", "loyalty", "other", "deposit"] as const) {
      b = await tab.api().update({ id: b.id, version: b.version, content: contentForm({ bonusType }) });
      expect(b.bonusType).toBe(bonusType);
    }
  });

  it("refuses a save from a stale form, and an unknown bookmaker", async () => {
    const created = await tab.api().create({ content: contentForm() });
    await tab.api().update({ id: created.id, version: created.version, content: contentForm({ name: "First admin's name" }) });
    expect(await refusalOf(tab.api().update({ id: created.id, version: created.version, content: contentForm({ name: "Second admin's name" }) }))).toEqual({
      code: "CONFLICT",
      messages: [STALE_BOOKMAKER],
    });
    expect(await refusalOf(tab.api().update({ id: created.id + 100, version: 1, content: contentForm() }))).toEqual({
      code: "NOT_FOUND",
      messages: [BOOKMAKER_NOT_FOUND],
    });
    expect((await tab.api().list())[0]).toMatchObject({ name: "First admin's name", version: 2 });
  });

  it("of two saves from the same form at the same moment, one is saved and the other refused", async () => {
    const created = await tab.api().create({ content: contentForm() });
    const { saved, refused } = await raceForRow(handle, "select 1 from bookmakers where id = $1 for update", [created.id], () =>
      ["First admin", "Second admin"].map((name) => tab.api().update({ id: created.id, version: created.version, content: contentForm({ name }) })),
    );
    expect(saved).toHaveLength(1);
    expect(refused).toEqual([STALE_BOOKMAKER]);
    const [row] = await tab.api().list();
    expect(row).toMatchObject({ name: saved[0]!.name, version: 2 });
    expect(await tab.auditRows()).toHaveLength(2);
  });

  it("points the redirect at the affiliate URL, else the website URL, whenever they change", async () => {
    const b = await tab.published("vortex-bet");
    const targetOf = async () =>
      (await handle.db.select({ t: bookmakerRedirects.targetUrl }).from(bookmakerRedirects).where(eq(bookmakerRedirects.bookmakerId, b.id)))[0]!.t;
    expect(await targetOf()).toBe("https://track.vortexbet.example/?aff=esb");

    const noAffiliate = await tab.api().update({ id: b.id, version: b.version, content: contentForm({ affiliateUrl: "" }) });
    expect(noAffiliate).toMatchObject({ affiliateUrl: null, redirectTarget: "https://vortexbet.example/" });
    expect(await targetOf()).toBe("https://vortexbet.example/");

    const newAffiliate = await tab.api().update({
      id: b.id,
      version: noAffiliate.version,
      content: contentForm({ affiliateUrl: "https://track.vortexbet.example/?aff=new" }),
    });
    expect(await targetOf()).toBe("https://track.vortexbet.example/?aff=new");

    expect(await refusalOf(tab.api().update({ id: b.id, version: newAffiliate.version, content: contentForm({ affiliateUrl: "", websiteUrl: "" }) }))).toEqual({
      code: "BAD_REQUEST",
      messages: [REDIRECT_NEEDS_URL],
    });
    expect(await targetOf()).toBe("https://track.vortexbet.example/?aff=new");
  });

  it("lets a bookmaker without a slug lose both URLs", async () => {
    const b = await tab.api().create({ content: contentForm() });
    expect(await tab.api().update({ id: b.id, version: b.version, content: contentForm({ affiliateUrl: "", websiteUrl: "" }) })).toMatchObject({
      websiteUrl: null,
      affiliateUrl: null,
      redirectTarget: null,
    });
  });
});
