import type { Db } from "@eb/db";
import type { PostbackAuthMode } from "@eb/db/schema";
import { programmeForKey } from "./postback-programmes";
import { openProgrammeSecret } from "./programme-secret";

/** A programme ready to check a postback: its bookmaker, mode and opened secret (null: none set). */
export type ActiveProgramme = { bookmakerId: number; auth: PostbackAuthMode; secret: string | null };

/**
 * The programmes postbacks name, read and their secrets opened once, then reused until a
 * "bookmakers" change (a saved programme or a new secret, announced to every instance) or `ttlMs`
 * pass: a programme reporting thousands of events a second costs no lookup per event. Only keys
 * that exist are kept, so keys made up by anyone cannot grow it.
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
    const hit = this.byKey.get(key);
    if (hit && hit.until > this.now()) return hit.programme;
    const generation = this.generation;
    const row = await programmeForKey(this.db, key);
    if (!row) return null;
    const programme = {
      bookmakerId: row.bookmakerId,
      auth: row.auth,
      secret: row.secretCiphertext ? openProgrammeSecret(this.secretKey, row.bookmakerId, row.secretCiphertext) : null,
    };
    // A change announced while this was read may not be in it: use it, but do not keep it.
    if (generation === this.generation) this.byKey.set(key, { programme, until: this.now() + this.ttlMs });
    return programme;
  }

  clear(): void {
    this.generation++;
    this.byKey.clear();
  }
}
