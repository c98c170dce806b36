import { asc, eq, inArray } from "@eb/db";
import { bookmakerLicences, bookmakerRedirects, bookmakerSlugAliases, bookmakers, type BonusType, type PublishStatus } from "@eb/db/schema";
import { offeredNowhere } from "../jurisdictions";
import type { FeedKeys } from "../contracts";
import type { DbOrTx } from "../platform";
import { feedKeysOf, NO_FEED_KEYS } from "./odds-feed-key";

export type AdminKeyFeature = { title: string; description: string | null };

/** A bookmaker as the Bookmakers tab shows and edits it: every field, its redirect and its slugs. */
export type AdminBookmaker = {
  id: number;
  name: string;
  rating: number;
  bonus: string | null;
  bonusType: BonusType;
  buttonText: string;
  ctaText: string | null;
  description: string | null;
  termsHighlight: string | null;
  websiteUrl: string | null;
  affiliateUrl: string | null;
  /** Its key on each odds feed an admin maps (null: unmapped on that feed, whose prices are then not shown for it). */
  feedKeys: FeedKeys;
  keyFeatures: AdminKeyFeature[];
  displayOrder: number;
  isFeatured: boolean;
  active: boolean;
  publishStatus: PublishStatus;
  /** The current slug (/go/{slug}); null until one is set. */
  redirectSlug: string | null;
  /** Earlier slugs that still reach this bookmaker. */
  slugAliases: string[];
  redirectTarget: string | null;
  clickCount: number;
  /** No licence offers it anywhere: visitors never see it, whatever its visibility (issue 36). */
  offeredNowhere: boolean;
  version: number;
  updatedAt: string;
};

const columns = {
  id: bookmakers.id,
  name: bookmakers.name,
  rating: bookmakers.rating,
  bonus: bookmakers.bonus,
  bonusType: bookmakers.bonusType,
  buttonText: bookmakers.buttonText,
  ctaText: bookmakers.ctaText,
  description: bookmakers.description,
  termsHighlight: bookmakers.termsHighlight,
  websiteUrl: bookmakers.websiteUrl,
  affiliateUrl: bookmakers.affiliateUrl,
  keyFeatures: bookmakers.keyFeatures,
  displayOrder: bookmakers.displayOrder,
  isFeatured: bookmakers.isFeatured,
  active: bookmakers.active,
  publishStatus: bookmakers.publishStatus,
  redirectSlug: bookmakerRedirects.slug,
  redirectTarget: bookmakerRedirects.targetUrl,
  clickCount: bookmakerRedirects.clickCount,
  licenceMode: bookmakerLicences.mode,
  licenceJurisdictions: bookmakerLicences.jurisdictions,
  version: bookmakers.version,
  updatedAt: bookmakers.updatedAt,
};

/** Every bookmaker (all statuses) in display order, or only those with the given ids. */
async function readAdminBookmakers(db: DbOrTx, ids?: number[]): Promise<AdminBookmaker[]> {
  const rows = await db
    .select(columns)
    .from(bookmakers)
    .leftJoin(bookmakerRedirects, eq(bookmakerRedirects.bookmakerId, bookmakers.id))
    .leftJoin(bookmakerLicences, eq(bookmakerLicences.bookmakerId, bookmakers.id))
    .where(ids ? inArray(bookmakers.id, ids) : undefined)
    .orderBy(asc(bookmakers.displayOrder), asc(bookmakers.id));
  const aliases = await db
    .select({ bookmakerId: bookmakerSlugAliases.bookmakerId, slug: bookmakerSlugAliases.slug })
    .from(bookmakerSlugAliases)
    .where(ids ? inArray(bookmakerSlugAliases.bookmakerId, ids) : undefined)
    .orderBy(asc(bookmakerSlugAliases.createdAt), asc(bookmakerSlugAliases.slug));
  const feedKeys = await feedKeysOf(db, ids);
  const aliasesOf = new Map<number, string[]>();
  for (const a of aliases) aliasesOf.set(a.bookmakerId, [...(aliasesOf.get(a.bookmakerId) ?? []), a.slug]);
  return rows.map(({ licenceMode, licenceJurisdictions, ...r }) => ({
    ...r,
    offeredNowhere: offeredNowhere(licenceMode ? { mode: licenceMode, jurisdictions: licenceJurisdictions ?? [] } : undefined),
    rating: Number(r.rating),
    keyFeatures: r.keyFeatures.map((f) => ({ title: f.title, description: f.description ?? null })),
    feedKeys: feedKeys.get(r.id) ?? NO_FEED_KEYS,
    slugAliases: aliasesOf.get(r.id) ?? [],
    clickCount: Number(r.clickCount ?? 0),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The Bookmakers tab's list: every bookmaker, whatever its status, ordered by display_order. */
export const listAdminBookmakers = (db: DbOrTx) => readAdminBookmakers(db);

/** One bookmaker as the tab shows it (after a change, read in the same transaction). */
export async function adminBookmaker(db: DbOrTx, id: number): Promise<AdminBookmaker> {
  const [row] = await readAdminBookmakers(db, [id]);
  if (!row) throw new Error(`bookmaker ${id} vanished inside its own transaction`);
  return row;
}
