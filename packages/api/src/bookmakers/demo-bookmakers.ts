import { bookmakerFeedKeys, bookmakerRedirects, bookmakers } from "@eb/db/schema";
import { DEMO_LICENCES, generateDemoData } from "@eb/db/seed";
import type { Db } from "@eb/db";
import { storeLicence } from "../jurisdictions";
import { announceContentChange, writeAudit } from "../platform";
import { lockDisplayOrder, lockSlugs, nextDisplayOrder } from "./catalog-locks";
import { slugOwner } from "./redirect-slug";

export type DemoBookmakersResult = { added: { name: string; slug: string }[]; skipped: { name: string; slug: string; usedBy: string }[] };

/**
 * Adds the demo catalog's bookmakers (published, with their redirects, their licences and their own
 * URLs for some places) after the ones a database already has, for a trial. Idempotent: a demo bookmaker whose slug is already in use (as a
 * current slug or an alias) is skipped, so running it again adds nothing.
 */
export async function addDemoBookmakers(db: Db, now: Date): Promise<DemoBookmakersResult> {
  const demo = generateDemoData(now);
  return db.transaction(async (tx) => {
    await lockDisplayOrder(tx);
    await lockSlugs(tx);
    let displayOrder = await nextDisplayOrder(tx);
    const result: DemoBookmakersResult = { added: [], skipped: [] };
    for (const { id: demoId, ...bookmaker } of demo.bookmakers) {
      const redirect = demo.redirects.find((r) => r.bookmakerId === demoId)!;
      const owner = await slugOwner(tx, redirect.slug);
      if (owner) {
        result.skipped.push({ name: bookmaker.name, slug: redirect.slug, usedBy: owner.name });
        continue;
      }
      const [row] = await tx
        .insert(bookmakers)
        .values({ ...bookmaker, displayOrder: displayOrder++, createdAt: now, updatedAt: now })
        .returning({ id: bookmakers.id });
      // Its demo feed keys only where no bookmaker has them yet: a key maps to one bookmaker per feed.
      const feedKeys = demo.feedKeys.filter((k) => k.bookmakerId === demoId).map((k) => ({ ...k, bookmakerId: row!.id }));
      if (feedKeys.length > 0) await tx.insert(bookmakerFeedKeys).values(feedKeys).onConflictDoNothing();
      await tx.insert(bookmakerRedirects).values({ bookmakerId: row!.id, slug: redirect.slug, targetUrl: redirect.targetUrl, createdAt: now, updatedAt: now });
      const licence = DEMO_LICENCES[redirect.slug];
      if (licence) {
        const urls = Object.entries(licence.urls ?? {}).map(([code, targetUrl]) => ({ code, targetUrl }));
        await storeLicence(tx, row!.id, licence, urls, now);
      }
      await writeAudit(
        tx,
        { userId: null, action: "update_bookmaker", resourceType: "bookmaker", resourceId: String(row!.id), eventData: { change: "create", via: "demo-seed" } },
        now,
      );
      result.added.push({ name: bookmaker.name, slug: redirect.slug });
    }
    if (result.added.length > 0) await announceContentChange(tx, "bookmakers");
    return result;
  });
}
