import type { Db } from "@eb/db";
import { recordConversions, type ReportedConversion } from "./conversions";

/** Events per statement at most. */
const MAX_BATCH = 500;

/**
 * Group commit for postbacks: while one insert is under way, the events that arrive wait and go
 * together in the next one, so a programme sending thousands a second costs one statement and one
 * commit per batch rather than per event. Nothing waits when nothing is under way, and each
 * postback is answered only after its batch committed: an answer is never given for an event that
 * could still be lost, and a failed batch fails each of its postbacks (the programme sends again).
 */
export class ConversionWriter {
  private queue: { item: ReportedConversion; resolve: (stored: boolean) => void; reject: (err: unknown) => void }[] = [];
  private writing = false;

  constructor(private readonly db: Db) {}

  /** True when stored now, false for a repeat. */
  record(item: ReportedConversion): Promise<boolean> {
    const done = new Promise<boolean>((resolve, reject) => this.queue.push({ item, resolve, reject }));
    if (!this.writing) void this.drain();
    return done;
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          const stored = await recordConversions(
            this.db,
            batch.map((b) => b.item),
          );
          batch.forEach((b, i) => b.resolve(stored[i]!));
        } catch (err) {
          for (const b of batch) b.reject(err);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
