import { loadMfaKeys, sealProgrammeSecret, type MfaKeys } from "@eb/api";
import type { DbHandle } from "@eb/db";
import { affiliatePrograms, bookmakerRedirects, bookmakers } from "@eb/db/schema";
import { licensedEverywhere } from "@eb/api/testing";

/** A server key for tests (random, in memory): the app and the programme rows must share it. */
export const testServerKeys = (): MfaKeys => loadMfaKeys({ configured: null, dataDir: "", allowGeneratedKey: false, ephemeral: true, log: { warn: () => {} } });

/** A published bookmaker licensed everywhere, with its /go slug and, when asked, an affiliate programme (secret sealed with `keys`). */
export async function addProgrammeBookmaker(
  h: DbHandle,
  keys: MfaKeys,
  o: { name: string; slug: string; target: string; clickIdParam?: string | null; postbackKey?: string; auth?: "hmac" | "token"; secret?: string },
): Promise<{ bookmakerId: number; redirectId: number }> {
  const [b] = await h.db.insert(bookmakers).values({ name: o.name, rating: 4.5, redirectSlug: o.slug }).returning({ id: bookmakers.id });
  await licensedEverywhere(h.db, b!.id);
  const [r] = await h.db.insert(bookmakerRedirects).values({ bookmakerId: b!.id, slug: o.slug, targetUrl: o.target }).returning({ id: bookmakerRedirects.id });
  if (o.clickIdParam !== undefined || o.postbackKey) {
    await h.db.insert(affiliatePrograms).values({
      bookmakerId: b!.id,
      clickIdParam: o.clickIdParam ?? null,
      postbackKey: o.postbackKey ?? null,
      postbackAuth: o.auth ?? "hmac",
      secretCiphertext: o.secret ? sealProgrammeSecret(keys.secretKey, b!.id, o.secret) : null,
    });
  }
  return { bookmakerId: b!.id, redirectId: r!.id };
}
