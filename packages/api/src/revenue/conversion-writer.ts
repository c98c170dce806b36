import type { Db } from "@eb/db";
import { recordConversions, type ReportedConversion } from "./conversions";
import { recordDeliveries, type PostbackDelivery } from "./postback-deliveries";

/** Events per statement at most. */
const MAX_BATCH = 500;

/** What became of a reported event: stored now, a repeat, or refused by the database (its values cannot be stored). */
export type ConversionOutcome = "stored" | "duplicate" | "unstorable";

/** Why an event the database refused is refused, as its answer and the programme card say. */
export const UNSTORABLE_REASON = "figures: cannot be stored (outside what the database keeps)";

type Job =
  | { kind: "conversion"; item: ReportedConversion; resolve: (o: ConversionOutcome) => void; reject: (err: unknown) => void }
  | { kind: "refusal"; delivery: PostbackDelivery; resolve: () => void };

/** SQLSTATE class 22 (data exception: numeric overflow, invalid text) or 23 (integrity): this event's values, not the database, are at fault. */
function isDataError(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && typeof e === "object" && e !== null; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Group commit for postbacks: while one insert is under way, the events that arrive wait and go
 * together in the next one, so a programme sending thousands a second costs one statement and one
 * commit per batch rather than per event. Nothing waits when nothing is under way, and each
 * postback is answered only after its batch committed: an answer is never given for an event that
 * could still be lost.
 *
 * A batch the database refuses for its data (one event whose figures cannot be stored) is stored
 * again one event at a time, so only that event is refused and every other programme's postbacks
 * beside it are stored. A batch that fails for any other reason (the database is down) fails each of
 * its postbacks, and the programmes send again.
 *
 * Each batch's outcomes, and the refusals queued meanwhile, are added to the programmes' delivery
 * lists (the last 100 each) in one more statement; a failure there is reported to `onLogError`
 * and answers nothing differently.
 */
export class ConversionWriter {
  private queue: Job[] = [];
  private writing = false;

  constructor(
    private readonly db: Db,
    private readonly onLogError: (err: unknown) => void = () => {},
  ) {}

  /** Stores an event (as part of the next batch) and lists it among its programme's deliveries. */
  record(item: ReportedConversion): Promise<ConversionOutcome> {
    const done = new Promise<ConversionOutcome>((resolve, reject) => this.queue.push({ kind: "conversion", item, resolve, reject }));
    if (!this.writing) void this.drain();
    return done;
  }

  /** Lists a refused postback among its programme's deliveries, with the next batch. */
  refused(delivery: PostbackDelivery): Promise<void> {
    const done = new Promise<void>((resolve) => this.queue.push({ kind: "refusal", delivery, resolve }));
    if (!this.writing) void this.drain();
    return done;
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) await this.write(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.writing = false;
    }
  }

  private async write(batch: Job[]): Promise<void> {
    const conversions = batch.filter((j) => j.kind === "conversion");
    const outcomes = new Map<Job, ConversionOutcome>();
    const failed = new Map<Job, unknown>();
    try {
      const stored = await recordConversions(
        this.db,
        conversions.map((j) => j.item),
      );
      conversions.forEach((j, i) => outcomes.set(j, stored[i] ? "stored" : "duplicate"));
    } catch (err) {
      if (!isDataError(err)) for (const j of conversions) failed.set(j, err);
      else
        for (const j of conversions) {
          try {
            const [stored] = await recordConversions(this.db, [j.item]);
            outcomes.set(j, stored ? "stored" : "duplicate");
          } catch (one) {
            if (isDataError(one)) outcomes.set(j, "unstorable");
            else failed.set(j, one);
          }
        }
    }
    const deliveries: PostbackDelivery[] = [];
    for (const j of batch) {
      if (j.kind === "refusal") deliveries.push(j.delivery);
      else {
        const outcome = outcomes.get(j);
        if (outcome === undefined) continue;
        const { bookmakerId, fields, receivedAt } = j.item;
        deliveries.push({
          bookmakerId,
          receivedAt,
          event: fields.event,
          transactionId: fields.transactionId.slice(0, 100),
          outcome: outcome === "unstorable" ? "refused" : outcome,
          reason: outcome === "unstorable" ? UNSTORABLE_REASON : null,
        });
      }
    }
    try {
      await recordDeliveries(this.db, deliveries);
    } catch (err) {
      this.onLogError(err);
    }
    for (const j of batch) {
      if (j.kind === "refusal") j.resolve();
      else if (failed.has(j)) j.reject(failed.get(j));
      else j.resolve(outcomes.get(j)!);
    }
  }
}
