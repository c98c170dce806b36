import { eq, type Db } from "@eb/db";
import { affiliatePrograms, type PostbackAuthMode } from "@eb/db/schema";

export type PostbackProgramme = {
  bookmakerId: number;
  auth: PostbackAuthMode;
  secretCiphertext: string | null;
  /** The replaced secret, accepted until `previousSecretUntil` (the overlap after a replacement). */
  previousSecretCiphertext: string | null;
  previousSecretUntil: Date | null;
};

/** A postback key: lower-case letters, digits and dashes, as the admin sets it. */
export const POSTBACK_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;

/** The programme a /api/postbacks/{key} request names, or null (unknown or malformed key). */
export async function programmeForKey(db: Db, key: string): Promise<PostbackProgramme | null> {
  if (!POSTBACK_KEY_PATTERN.test(key)) return null;
  const p = affiliatePrograms;
  const [row] = await db
    .select({
      bookmakerId: p.bookmakerId,
      auth: p.postbackAuth,
      secretCiphertext: p.secretCiphertext,
      previousSecretCiphertext: p.previousSecretCiphertext,
      previousSecretUntil: p.previousSecretUntil,
    })
    .from(p)
    .where(eq(p.postbackKey, key))
    .limit(1);
  return row ?? null;
}
