import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { asc, eq, type DbHandle } from "@eb/db";
import { bookmakerRedirects, bookmakerSlugAliases, bookmakers } from "@eb/db/schema";
import { BOOKMAKER_NOT_FOUND, SLUG_FORMAT, SLUG_NEEDS_URL, SLUG_REQUIRED, SLUG_RESERVED, STALE_BOOKMAKER, slugTaken } from "../contracts/bookmakers";
import { resolveRedirect } from "./redirects";
import { bookmakersTab, contentForm } from "./test-support";
import { refusalOf } from "../testing/refusal";

describe.each(testDrivers())("a bookmaker's redirect slug (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let tab: Awaited<ReturnType<typeof bookmakersTab>>;
  const redirects = () =>
    handle.db
      .select({
        id: bookmakerRedirects.id,
        bookmakerId: bookmakerRedirects.bookmakerId,
        slug: bookmakerRedirects.slug,
        targetUrl: bookmakerRedirects.targetUrl,
      })
      .from(bookmakerRedirects)
      .orderBy(asc(bookmakerRedirects.id));
  const aliases = () =>
    handle.db
      .select({ slug: bookmakerSlugAliases.slug, bookmakerId: bookmakerSlugAliases.bookmakerId })
      .from(bookmakerSlugAliases)
      .orderBy(asc(bookmakerSlugAliases.slug));
  const mirrored = async (id: number) => (await handle.db.select({ s: bookmakers.redirectSlug }).from(bookmakers).where(eq(bookmakers.id, id)))[0]!.s;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    tab = await bookmakersTab(handle.db, clock);
  });
  afterEach(() => handle.close());

  it("a first slug creates the redirect to the affiliate URL, mirrored on the bookmaker, and audited", async () => {
    const b = await tab.api().create({ content: contentForm() });
    const saved = await tab.api().setRedirectSlug({ id: b.id, version: b.version, slug: "  vortex-bet " });
    expect(saved).toMatchObject({
      redirectSlug: "vortex-bet",
      slugAliases: [],
      redirectTarget: "https://track.vortexbet.example/?aff=esb",
      clickCount: 0,
      version: 2,
    });
    expect(await redirects()).toEqual([
      expect.objectContaining({ bookmakerId: b.id, slug: "vortex-bet", targetUrl: "https://track.vortexbet.example/?aff=esb" }),
    ]);
    expect(await mirrored(b.id)).toBe("vortex-bet");
    expect((await tab.auditRows()).at(-1)).toMatchObject({
      resourceId: String(b.id),
      eventData: { change: "slug", name: "Vortex Bet", before: { redirectSlug: null }, after: { redirectSlug: "vortex-bet" } },
    });
  });

  it("the target is the website URL when there is no affiliate URL", async () => {
    const b = await tab.api().create({ content: contentForm({ affiliateUrl: "" }) });
    expect((await tab.api().setRedirectSlug({ id: b.id, version: b.version, slug: "vortex" })).redirectTarget).toBe("https://vortexbet.example/");
  });

  it("refuses an empty, malformed or reserved slug", async () => {
    const b = await tab.api().create({ content: contentForm() });
    const slug = (s: string) => refusalOf(tab.api().setRedirectSlug({ id: b.id, version: b.version, slug: s }));
    expect(await slug("   ")).toEqual({ code: "BAD_REQUEST", messages: [SLUG_REQUIRED] });
    for (const bad of ["Vortex", "vortex bet", "vortex_bet", "vortex--bet", "-vortex", "../admin", "vortex/bet"])
      expect(await slug(bad)).toEqual({ code: "BAD_REQUEST", messages: [SLUG_FORMAT] });
    for (const reserved of ["admin", "api", "go", "auth"]) expect(await slug(reserved)).toEqual({ code: "BAD_REQUEST", messages: [SLUG_RESERVED] });
    expect(await redirects()).toEqual([]);
  });

  it("refuses a bookmaker without a URL, an unknown bookmaker and a stale card", async () => {
    const bare = await tab.api().create({ content: contentForm({ websiteUrl: "", affiliateUrl: "" }) });
    expect(await refusalOf(tab.api().setRedirectSlug({ id: bare.id, version: bare.version, slug: "bare" }))).toEqual({
      code: "BAD_REQUEST",
      messages: [SLUG_NEEDS_URL],
    });
    expect(await refusalOf(tab.api().setRedirectSlug({ id: bare.id + 100, version: 1, slug: "ghost" }))).toEqual({
      code: "NOT_FOUND",
      messages: [BOOKMAKER_NOT_FOUND],
    });
    const b = await tab.api().create({ content: contentForm() });
    await tab.api().setRedirectSlug({ id: b.id, version: b.version, slug: "first" });
    expect(await refusalOf(tab.api().setRedirectSlug({ id: b.id, version: b.version, slug: "second" }))).toEqual({
      code: "CONFLICT",
      messages: [STALE_BOOKMAKER],
    });
    expect((await redirects()).map((r) => r.slug)).toEqual(["first"]);
  });

  it("refuses a slug another bookmaker uses, as its current slug or as an alias", async () => {
    const nordic = await tab.api().create({ content: contentForm({ name: "Nordic Odds" }) });
    const renamed = await tab.api().setRedirectSlug({ id: nordic.id, version: nordic.version, slug: "nordic" });
    await tab.api().setRedirectSlug({ id: nordic.id, version: renamed.version, slug: "nordic-odds" });
    const vortex = await tab.api().create({ content: contentForm() });
    const take = (slug: string) => refusalOf(tab.api().setRedirectSlug({ id: vortex.id, version: vortex.version, slug }));
    expect(await take("nordic-odds")).toEqual({ code: "CONFLICT", messages: [slugTaken("nordic-odds", "Nordic Odds")] });
    expect(await take("nordic")).toEqual({ code: "CONFLICT", messages: ["The slug nordic is already used by Nordic Odds"] });
    expect((await tab.api().list()).find((x) => x.id === vortex.id)).toMatchObject({ redirectSlug: null, slugAliases: [] });
  });

  it("a renamed slug stays an alias on the same redirect row, and choosing an alias swaps it back", async () => {
    const b = await tab.published("vortex-bet");
    const [row] = await redirects();
    await handle.db.update(bookmakerRedirects).set({ clickCount: 41 });

    const renamed = await tab.api().setRedirectSlug({ id: b.id, version: b.version, slug: "vortex" });
    expect(renamed).toMatchObject({ redirectSlug: "vortex", slugAliases: ["vortex-bet"], clickCount: 41 });
    expect(await redirects()).toEqual([{ ...row, slug: "vortex" }]);
    expect(await mirrored(b.id)).toBe("vortex");
    for (const slug of ["vortex", "vortex-bet"]) expect((await resolveRedirect(handle.db, slug))?.redirectId).toBe(row!.id);

    const third = await tab.api().setRedirectSlug({ id: b.id, version: renamed.version, slug: "vortex-esports" });
    expect(third.slugAliases.sort()).toEqual(["vortex", "vortex-bet"]);

    const back = await tab.api().setRedirectSlug({ id: b.id, version: third.version, slug: "vortex-bet" });
    expect(back).toMatchObject({ redirectSlug: "vortex-bet", clickCount: 41 });
    expect(await aliases()).toEqual([
      { slug: "vortex", bookmakerId: b.id },
      { slug: "vortex-esports", bookmakerId: b.id },
    ]);
    expect(await redirects()).toEqual([{ ...row, slug: "vortex-bet" }]);
    expect((await tab.auditRows()).at(-1)!.eventData).toEqual({
      change: "slug",
      name: "Vortex Bet",
      before: { redirectSlug: "vortex-esports" },
      after: { redirectSlug: "vortex-bet" },
    });
    for (const slug of ["vortex", "vortex-bet", "vortex-esports"]) expect((await resolveRedirect(handle.db, slug))?.redirectId).toBe(row!.id);
  });

  it("saving the current slug again changes nothing", async () => {
    const b = await tab.published("vortex-bet");
    const same = await tab.api().setRedirectSlug({ id: b.id, version: b.version, slug: "vortex-bet" });
    expect(same).toMatchObject({ redirectSlug: "vortex-bet", slugAliases: [], version: b.version });
  });

  it("old and new slugs of a draft, archived or inactive bookmaker lead nowhere", async () => {
    const b = await tab.published("vortex-bet");
    const renamed = await tab.api().setRedirectSlug({ id: b.id, version: b.version, slug: "vortex" });
    const draft = await tab.api().setPublishStatus({ id: b.id, version: renamed.version, status: "draft" });
    for (const slug of ["vortex", "vortex-bet"]) expect(await resolveRedirect(handle.db, slug)).toBeNull();
    const archived = await tab.api().setPublishStatus({ id: b.id, version: draft.version, status: "archived" });
    for (const slug of ["vortex", "vortex-bet"]) expect(await resolveRedirect(handle.db, slug)).toBeNull();
    const published = await tab.api().setPublishStatus({ id: b.id, version: archived.version, status: "published" });
    await tab.api().setActive({ id: b.id, version: published.version, active: false });
    for (const slug of ["vortex", "vortex-bet"]) expect(await resolveRedirect(handle.db, slug)).toBeNull();
  });
});
