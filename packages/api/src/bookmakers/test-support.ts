import { asc, eq, type Db } from "@eb/db";
import { auditLogs } from "@eb/db/schema";
import { advance, signedInAdmin } from "../identity/test-support";
import type { BookmakerContentForm } from "../contracts/bookmakers";
import type { AdminBookmaker } from "./admin-bookmakers";
import { createCallerFactory } from "../platform";
import { publicRouter } from "../public-router";
import { testContext } from "../testing/context";
import { licensedEverywhere } from "../testing/licences";

/** The Edit Content form as an admin fills it in; every optional field left empty unless given. */
export function contentForm(overrides: Partial<BookmakerContentForm> = {}): BookmakerContentForm {
  return {
    name: "Vortex Bet",
    rating: 4.5,
    bonus: "100% up to €200",
    bonusType: "deposit",
    buttonText: "",
    ctaText: "",
    description: "",
    termsHighlight: "",
    websiteUrl: "https://vortexbet.example/",
    affiliateUrl: "https://track.vortexbet.example/?aff=esb",
    feedKeys: { "the-odds-api": "", stadar: "", "odds-api-io": "" },
    keyFeatures: [],
    ...overrides,
  };
}

/** The Edit Content form as it opens for a stored bookmaker (null fields as empty inputs), with changes. */
export function contentFormOf(b: AdminBookmaker, overrides: Partial<BookmakerContentForm> = {}): BookmakerContentForm {
  return {
    name: b.name,
    rating: b.rating,
    bonus: b.bonus ?? "",
    bonusType: b.bonusType,
    buttonText: b.buttonText,
    ctaText: b.ctaText ?? "",
    description: b.description ?? "",
    termsHighlight: b.termsHighlight ?? "",
    websiteUrl: b.websiteUrl ?? "",
    affiliateUrl: b.affiliateUrl ?? "",
    feedKeys: { "the-odds-api": b.feedKeys["the-odds-api"] ?? "", stadar: b.feedKeys.stadar ?? "", "odds-api-io": b.feedKeys["odds-api-io"] ?? "" },
    keyFeatures: b.keyFeatures.map((f) => ({ title: f.title, description: f.description ?? "" })),
    ...overrides,
  };
}

/**
 * A signed-in admin at the Bookmakers tab. `api()` moves the clock 20 s before each call: the
 * server throttles admin mutations (20 per 5 minutes), and these tests make more than that.
 */
export async function bookmakersTab(db: Db, clock: { now: Date }) {
  const admin = await signedInAdmin(db, clock);
  const api = () => {
    advance(clock, 20_000);
    return admin.browser.api.bookmakers;
  };
  /**
   * Adds a bookmaker, gives it a slug, a licence for everywhere (without one it is offered nowhere,
   * issue 36) and publishes it: what visitors can reach.
   */
  const published = async (slug: string, form: Partial<BookmakerContentForm> = {}) => {
    const created = await api().create({ content: contentForm(form) });
    const slugged = await api().setRedirectSlug({ id: created.id, version: created.version, slug });
    await licensedEverywhere(db, created.id);
    return api().setPublishStatus({ id: created.id, version: slugged.version, status: "published" });
  };
  const auditRows = () =>
    db
      .select({ userId: auditLogs.userId, resourceType: auditLogs.resourceType, resourceId: auditLogs.resourceId, eventData: auditLogs.eventData })
      .from(auditLogs)
      .where(eq(auditLogs.action, "update_bookmaker"))
      .orderBy(asc(auditLogs.id));
  const publicList = () => createCallerFactory(publicRouter)(testContext(db, clock.now)).bookmakers.list();
  return { admin, api, published, auditRows, publicList };
}
