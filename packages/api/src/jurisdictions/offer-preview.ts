import { and, asc, eq } from "@eb/db";
import { bookmakerRedirects, bookmakers } from "@eb/db/schema";
import type { z } from "zod";
import type { offerPreviewOutput } from "../contracts";
import type { DbOrTx } from "../platform";
import { jurisdictionName, type JurisdictionCode } from "./codes";
import { loadOfferSnapshot } from "./offer-snapshot";
import { visitorOffersFrom } from "./visitor-offers";

export type OfferPreview = z.output<typeof offerPreviewOutput>;

/**
 * "A visitor from GB sees: …": the rule that applies there and the bookmakers visitors can see at
 * all (active and published, in display order), split by whether this place may be shown them, each
 * with where its /go link would send this visitor. Worked out by the same functions as the public
 * site's offers, from the stored rows as they are now (not the server's cache of them).
 */
export async function previewOffers(db: DbOrTx, code: JurisdictionCode): Promise<OfferPreview> {
  const [snapshot, listed] = await Promise.all([
    loadOfferSnapshot(db),
    db
      .select({ bookmakerId: bookmakers.id, name: bookmakers.name, slug: bookmakerRedirects.slug, usualTarget: bookmakerRedirects.targetUrl })
      .from(bookmakers)
      .leftJoin(bookmakerRedirects, eq(bookmakerRedirects.bookmakerId, bookmakers.id))
      .where(and(eq(bookmakers.active, true), eq(bookmakers.publishStatus, "published")))
      .orderBy(asc(bookmakers.displayOrder), asc(bookmakers.id)),
  ]);
  const offers = visitorOffersFrom(snapshot, code);
  const { code: ruleCode, ...fields } = offers.rule;
  const preview: OfferPreview = {
    located: code,
    locatedName: jurisdictionName(code),
    rule: { code: ruleCode, name: offers.ruleName, ...fields },
    shown: [],
    notShown: [],
  };
  for (const b of listed) {
    if (!offers.isLicensed(b.bookmakerId)) {
      preview.notShown.push({ bookmakerId: b.bookmakerId, name: b.name });
      continue;
    }
    // Without a slug there is no /go link for a place's URL to replace.
    const own = b.slug ? offers.targetUrl(b.bookmakerId) : null;
    preview.shown.push({ bookmakerId: b.bookmakerId, name: b.name, target: b.slug ? (own ?? b.usualTarget) : null, ownUrl: own !== null });
  }
  return preview;
}
