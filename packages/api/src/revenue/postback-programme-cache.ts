import type { Db } from "@eb/db";
import type { PostbackAuthMode } from "@eb/db/schema";
import { programmeForKey } from "./postback-programmes";
import { openProgrammeSecret } from "./programme-secret";

/**
 * A programme ready to check a postback: its bookmaker, mode and opened secret (null: none set),
 * and the secret it replaced with the time (ms) until which that one is still accepted.
 */
export type ActiveProgramme = {
  bookmakerId: number;
  auth: PostbackAuthMode;
  secret: string | null;
  previous: { secret: string; until: number } | null;
};

/**
 * The programmes postbacks name, read and their secrets opened once, then reused until a
 * "bookmakers" change (a saved programme or a new secret, announced to every instance) or `ttlMs`
 * pass: a programme reporting thousands of events a second costs no lookup per event. Only keys
 * that exist are kept, so keys made up by anyone cannot grow it. A previous secret is dropped when
 * its overlap ends: the entry is kept no longer than that, and `secretsAt` never offers it after.
 */
export class PostbackProgrammeCache {
  private readonly byKey = new Map<string, { programme: ActiveProgramme; until: number }>();
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly secretKey: Buffer,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  async get(key: string): Promise<ActiveProgramme | null> {
    const now = this.now();
    const hit = this.byKey.get(key);
    if (hit && hit.until > now) return hit.programme;
    const generation = this.generation;
    const row = await programmeForKey(this.db, key);
    if (!row) return null;
    const open = (sealed: string | null) => (sealed ? openProgrammeSecret(this.secretKey, row.bookmakerId, sealed) : null);
    const previousSecret = row.previousSecretUntil && row.previousSecretUntil.getTime() > now ? open(row.previousSecretCiphertext) : null;
    const programme: ActiveProgramme = {
      bookmakerId: row.bookmakerId,
      auth: row.auth,
      secret: open(row.secretCiphertext),
      previous: previousSecret ? { secret: previousSecret, until: row.previousSecretUntil!.getTime() } : null,
    };
    // A change announced while this was read may not be in it: use it, but do not keep it.
    const until = Math.min(now + this.ttlMs, programme.previous?.until ?? Infinity);
    if (generation === this.generation) this.byKey.set(key, { programme, until });
    return programme;
  }

  clear(): void {
    this.generation++;
    this.byKey.clear();
  }
}

/** The secrets a postback of `programme` may prove at `now`: the current one, and the previous one during its overlap. */
export function secretsAt(programme: ActiveProgramme, now: number): string[] {
  const secrets = programme.secret === null ? [] : [programme.secret];
  if (programme.previous && programme.previous.until > now) secrets.push(programme.previous.secret);
  return secrets;
}
