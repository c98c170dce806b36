import { and, eq } from "@eb/db";
import { bookmakerRedirects, bookmakerSlugAliases, bookmakers } from "@eb/db/schema";
import type { z } from "zod";
import { type setRedirectSlugInput, SLUG_NEEDS_URL, slugTaken } from "../contracts";
import { announceContentChange, type AuditNote, type DbOrTx, DomainError } from "../platform";
import { adminBookmaker, type AdminBookmaker } from "./admin-bookmakers";
import { lockBookmakerAt } from "./bookmaker-change";
import { lockSlugs } from "./catalog-locks";
import { redirectTarget } from "./redirect-target";

/** The bookmaker a slug belongs to, as its current slug or as an alias; null when it is free. */
export async function slugOwner(tx: DbOrTx, slug: string): Promise<{ id: number; name: string } | null> {
  const [current] = await tx
    .select({ id: bookmakers.id, name: bookmakers.name })
    .from(bookmakerRedirects)
    .innerJoin(bookmakers, eq(bookmakers.id, bookmakerRedirects.bookmakerId))
    .where(eq(bookmakerRedirects.slug, slug));
  if (current) return current;
  const [alias] = await tx
    .select({ id: bookmakers.id, name: bookmakers.name })
    .from(bookmakerSlugAliases)
    .innerJoin(bookmakers, eq(bookmakers.id, bookmakerSlugAliases.bookmakerId))
    .where(eq(bookmakerSlugAliases.slug, slug));
  return alias ?? null;
}

/**
 * The Redirect Slug field's Save. A first slug creates the bookmaker's redirect (target: affiliate
 * URL, else website URL). A new slug replaces the current one, which stays reachable as an alias,
 * so links already published elsewhere keep working and their clicks count on the same redirect
 * row; choosing one of the bookmaker's own aliases swaps it back.
 */
export async function setRedirectSlug(tx: DbOrTx, input: z.output<typeof setRedirectSlugInput>, audit: AuditNote, now: Date): Promise<AdminBookmaker> {
  const before = await lockBookmakerAt(tx, input.id, input.version);
  const target = redirectTarget(before);
  if (target === null) throw new DomainError("invalid_input", SLUG_NEEDS_URL);
  if (before.redirectSlug === input.slug) {
    audit("skip");
    return before;
  }
  await lockSlugs(tx);
  const owner = await slugOwner(tx, input.slug);
  if (owner && owner.id !== input.id) throw new DomainError("conflict", slugTaken(input.slug, owner.name));

  await tx.delete(bookmakerSlugAliases).where(and(eq(bookmakerSlugAliases.slug, input.slug), eq(bookmakerSlugAliases.bookmakerId, input.id)));
  if (before.redirectSlug === null) {
    await tx.insert(bookmakerRedirects).values({ bookmakerId: input.id, slug: input.slug, targetUrl: target, createdAt: now, updatedAt: now });
  } else {
    await tx.insert(bookmakerSlugAliases).values({ slug: before.redirectSlug, bookmakerId: input.id, createdAt: now });
    await tx.update(bookmakerRedirects).set({ slug: input.slug, targetUrl: target, updatedAt: now }).where(eq(bookmakerRedirects.bookmakerId, input.id));
  }
  await tx
    .update(bookmakers)
    .set({ redirectSlug: input.slug, version: before.version + 1, updatedAt: now })
    .where(eq(bookmakers.id, input.id));
  audit({
    resourceId: String(input.id),
    before: { redirectSlug: before.redirectSlug },
    after: { redirectSlug: input.slug },
    data: { change: "slug", name: before.name },
  });
  await announceContentChange(tx, "bookmakers");
  return adminBookmaker(tx, input.id);
}
